import { Link } from '../../components/SiteLink';
import luggageIcon from 'bootstrap-icons/icons/luggage.svg?raw';
import shopIcon from 'bootstrap-icons/icons/shop.svg?raw';
import peopleIcon from 'bootstrap-icons/icons/people.svg?raw';
import housesIcon from 'bootstrap-icons/icons/houses.svg?raw';
import earIcon from 'bootstrap-icons/icons/ear.svg?raw';
import quoteIcon from 'bootstrap-icons/icons/chat-square-quote.svg?raw';
import lightbulbIcon from 'bootstrap-icons/icons/lightbulb.svg?raw';
import lockIcon from 'bootstrap-icons/icons/shield-lock.svg?raw';
import geoIcon from 'bootstrap-icons/icons/geo-alt.svg?raw';
import toolsIcon from 'bootstrap-icons/icons/tools.svg?raw';
import compassIcon from 'bootstrap-icons/icons/compass.svg?raw';
import eyeIcon from 'bootstrap-icons/icons/eye.svg?raw';
import clockIcon from 'bootstrap-icons/icons/clock.svg?raw';
import { CompanyAddress } from '../../components/CompanyAddress';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { IconCard } from '../../components/IconCard';
import { Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading';
import type { AboutContent, AboutIcon } from '../../content/company/about';
import { paths } from '../../lib/paths';
import { HowWeWork } from './HowWeWork';
import { OfficeIllustration } from './illustrations/OfficeIllustration';
import './company.scss';

const aboutIcons: Record<AboutIcon, string> = {
  hospitality: luggageIcon,
  shop: shopIcon,
  cooperative: peopleIcon,
  village: housesIcon,
  listen: earIcon,
  honest: quoteIcon,
  simple: lightbulbIcon,
  secure: lockIcon,
  local: geoIcon,
  care: toolsIcon,
};

/**
 * /tentang: who we are, our story, numbers, mission and vision, values and office, in the
 * language of `content`.
 */
export function AboutPage({ content }: { content: AboutContent }) {
  const { story, numbers, mission, values, office } = content;

  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} />
      <PageHeader
        title={content.header.title}
        eyebrow={content.header.eyebrow}
        lead={content.header.lead}
      />

      {/* Story: where we come from. */}
      <section className="section about-story" aria-labelledby="about-story-title">
        <div className="container">
          {/* Heading beside the text on desktop, so the band has no empty half. */}
          <div className="row gx-lg-5">
            <div className="col-lg-5">
              <SectionHeading id="about-story-title" eyebrow={story.eyebrow} title={story.title} />
            </div>
            <div className="col-lg-7">
              <div className="about-prose">
                {story.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>

      {/* The four sectors we build for. */}
      <Section headingId="about-sectors-title" className="bg-sand" title={story.sectorsTitle}>
        <ul className="row g-4 list-unstyled mb-0">
          {story.sectors.map((sector) => (
            <li key={sector.icon} className="col-sm-6 col-lg-3">
              <IconCard icon={aboutIcons[sector.icon]} title={sector.name} text={sector.text} />
            </li>
          ))}
        </ul>
      </Section>

      {/* Numbers: a plain stat row on the deep band. */}
      <section className="section about-numbers" aria-labelledby="about-numbers-title">
        <div className="container">
          <h2 id="about-numbers-title" className="h1 mb-3">
            {numbers.title}
          </h2>
          <p className="lead about-numbers-lead mb-5">{numbers.lead}</p>
          <dl className="row g-4 mb-0">
            {numbers.items.map((item) => (
              // dt before dd as HTML requires; CSS (column-reverse) shows the figure on top.
              <div key={item.label} className="col-6 col-lg-3 about-stat">
                <dt className="about-stat-label">{item.label}</dt>
                <dd className="about-stat-value">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {/* Mission and vision, side by side. */}
      <Section headingId="about-mission-title" eyebrow={mission.eyebrow} title={mission.title}>
        <div className="row g-4">
          {[
            {
              key: 'mission',
              icon: compassIcon,
              title: mission.missionTitle,
              text: mission.missionText,
            },
            {
              key: 'vision',
              icon: eyeIcon,
              title: mission.visionTitle,
              text: mission.visionText,
            },
          ].map((card) => (
            <div key={card.key} className="col-md-6">
              <div className="card h-100 border-0 bg-mist about-mission-card">
                <div className="card-body p-4 p-lg-5">
                  <div className="d-flex align-items-center gap-3 mb-3">
                    <span className="icon-tile">
                      <Icon svg={card.icon} />
                    </span>
                    <h3 className="h2 mb-0">{card.title}</h3>
                  </div>
                  <p className="fs-5 mb-0">{card.text}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
      </Section>

      {/* Values: six icon cards. */}
      <Section
        headingId="about-values-title"
        className="bg-sand"
        eyebrow={values.eyebrow}
        title={values.title}
        lead={values.lead}
      >
        <ul className="row g-4 list-unstyled mb-0">
          {values.items.map((value) => (
            <li key={value.icon} className="col-md-6 col-lg-4">
              <IconCard icon={aboutIcons[value.icon]} title={value.title} text={value.text} />
            </li>
          ))}
        </ul>
      </Section>

      {/* How we work: each step, with what the client does. */}
      <HowWeWork />

      {/* Office: the studio, its address and hours, and how to visit. */}
      <section className="section" aria-labelledby="about-office-title">
        <div className="container">
          <div className="row g-4 gx-lg-5 align-items-center">
            <div className="col-lg-6 order-lg-2">
              <SectionHeading
                id="about-office-title"
                eyebrow={office.eyebrow}
                title={office.title}
              />
              <div className="about-prose">
                {office.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
            <div className="col-lg-6 order-lg-1">
              <OfficeIllustration
                className="about-office-illustration"
                title={office.illustrationTitle}
                description={office.illustrationDescription}
              />
            </div>
          </div>

          <div className="row g-4 mt-2">
            <div className="col-md-6">
              <div className="card h-100 border-0 bg-mist">
                <div className="card-body p-4 d-flex gap-3">
                  <span className="icon-tile">
                    <Icon svg={geoIcon} />
                  </span>
                  <div className="about-min-w-0">
                    <h3 className="h5 mb-2">{office.addressTitle}</h3>
                    <CompanyAddress mapLinkLabel={office.mapsLink} />
                  </div>
                </div>
              </div>
            </div>
            <div className="col-md-6">
              <div className="card h-100 border-0 bg-mist">
                <div className="card-body p-4 d-flex gap-3">
                  <span className="icon-tile">
                    <Icon svg={clockIcon} />
                  </span>
                  <div className="about-min-w-0">
                    <h3 className="h5 mb-2">{office.hoursTitle}</h3>
                    <p className="fw-semibold mb-2">{office.hours}</p>
                    <p className="small text-body-secondary mb-0">{office.hoursNote}</p>
                  </div>
                </div>
              </div>
            </div>
          </div>

          <div className="d-flex flex-wrap gap-3 mt-4">
            <Link className="btn btn-primary" to={paths.contact}>
              {office.contactLink}
            </Link>
            <Link className="btn btn-outline-primary" to={paths.company.careers}>
              {office.careersLink}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** The route of one language's page: the routes load only that language's copy. */
export function aboutRoute(content: AboutContent) {
  return { Component: () => <AboutPage content={content} />, handle: whatsappAbout('company') };
}
