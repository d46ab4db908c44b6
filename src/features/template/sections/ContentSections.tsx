// The simpler shared sections of the demos: each takes its slice of a record and draws it.
import { useId, type FormEvent } from 'react';
import check from 'bootstrap-icons/icons/check2-circle.svg?raw';
import quote from 'bootstrap-icons/icons/quote.svg?raw';
import briefcase from 'bootstrap-icons/icons/briefcase.svg?raw';
import geo from 'bootstrap-icons/icons/geo-alt.svg?raw';
import clock from 'bootstrap-icons/icons/clock.svg?raw';
import type {
  FaqItem,
  Heading,
  IconItem,
  Job,
  Testimonial,
  Text,
} from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { Accordion } from '../../../components/Accordion';
import { Icon } from '../../../components/Icon';
import { IconCard } from '../../../components/IconCard';
import { SectionHeading } from '../../../components/SectionHeading';
import { useLocalized } from '../../../lib/useLanguage';
import { DemoLink } from '../DemoLink';
import { useText } from '../useText';
import { DemoSection } from './DemoSection';

interface Base {
  headingId: string;
  heading: Heading;
}

export function FeaturesSection({
  headingId,
  heading,
  items,
  style = 'cards',
}: Base & { items: readonly IconItem[]; style?: 'cards' | 'list' }) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading}>
      {style === 'cards' ? (
        <ul className="row g-4 list-unstyled mb-0">
          {items.map((item) => (
            <li
              key={item.title.en}
              className={items.length === 4 ? 'col-sm-6 col-lg-3' : 'col-sm-6 col-lg-4'}
            >
              <IconCard icon={item.icon} title={text(item.title)} text={text(item.text)} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="row gx-4 gx-lg-5 gy-4 list-unstyled mb-0">
          {items.map((item) => (
            <li key={item.title.en} className="col-md-6 d-flex gap-3">
              <span className="icon-tile">
                <Icon svg={item.icon} />
              </span>
              <div>
                <h3 className="h5 mb-1">{text(item.title)}</h3>
                <p className="text-body-secondary mb-0">{text(item.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DemoSection>
  );
}

export function ServicesSection({
  headingId,
  heading,
  items,
}: Base & { items: readonly (IconItem & { bullets: readonly Text[] })[] }) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading} className="bg-soft">
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.title.en} className="col-md-6 col-lg-4">
            <div className="service-card card h-100 border-0">
              <div className="card-body p-4">
                <span className="icon-tile mb-3">
                  <Icon svg={item.icon} />
                </span>
                <h3 className="h5">{text(item.title)}</h3>
                <p className="text-body-secondary">{text(item.text)}</p>
                <ul className="list-unstyled mb-0">
                  {item.bullets.map((bullet) => (
                    <li key={bullet.en} className="d-flex gap-2 mb-1">
                      <Icon svg={check} className="text-accent mt-1" />
                      {text(bullet)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

export function ClientsSection({
  headingId,
  title,
  names,
}: {
  headingId: string;
  title: Text;
  names: readonly string[];
}) {
  const text = useText();
  return (
    <section className="clients-band" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="clients-band__title">
          {text(title)}
        </h2>
        <ul className="clients-band__list list-unstyled mb-0">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function TestimonialsSection({
  headingId,
  heading,
  items,
}: Base & { items: readonly Testimonial[] }) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <ul className="row g-4 list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.name} className="col-md-6 col-lg-4">
            <div className="testimonial card h-100 border-0">
              {/* The figure holds the quote and its caption directly: a figcaption is a figure's child. */}
              <figure className="card-body p-4 d-flex flex-column mb-0">
                <Icon svg={quote} className="testimonial__mark mb-2" />
                <blockquote className="mb-4">
                  <p className="mb-0">{text(item.quote)}</p>
                </blockquote>
                <figcaption className="mt-auto d-flex align-items-center gap-3">
                  <span className="avatar" aria-hidden="true">
                    {item.name
                      .split(' ')
                      .map((part) => part[0])
                      .slice(0, 2)
                      .join('')}
                  </span>
                  <span>
                    <span className="d-block fw-bold">{item.name}</span>
                    <span className="small text-body-secondary">{text(item.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

export function FaqSection({ headingId, heading, items }: Base & { items: readonly FaqItem[] }) {
  const text = useText();
  const id = useId().replace(/:/g, '');
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <div className="faq-list mx-auto">
        <Accordion
          items={items.map((item, index) => ({
            id: `${id}-faq-${index + 1}`,
            title: text(item.question),
            body: text(item.answer),
          }))}
        />
      </div>
    </DemoSection>
  );
}

export function StatsSection({
  headingId,
  heading,
  items,
  dark = false,
}: {
  headingId: string;
  heading?: Heading;
  items: readonly { value: string; label: Text }[];
  dark?: boolean;
}) {
  const text = useText();
  return (
    <section
      className={`section stats-band${dark ? ' is-dark' : ''}`}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : items.map((item) => text(item.label)).join(', ')}
    >
      <div className="container">
        {heading && (
          <SectionHeading
            id={headingId}
            center
            eyebrow={heading.eyebrow && text(heading.eyebrow)}
            title={text(heading.title)}
            lead={heading.lead && text(heading.lead)}
          />
        )}
        <dl className="row g-4 mb-0 text-center">
          {items.map((item) => (
            <div key={item.label.en} className="col-6 col-lg-3">
              <dt className="stats-band__value">{item.value}</dt>
              <dd className="mb-0 stats-band__label">{text(item.label)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function IntegrationsSection({
  headingId,
  heading,
  items,
}: Base & { items: readonly { name: string; icon: string; text: Text }[] }) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading} className="bg-soft">
      <ul className="row g-3 list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.name} className="col-sm-6 col-lg-3">
            <div className="integration card h-100 border-0">
              <div className="card-body d-flex gap-3 align-items-start">
                <span className="icon-tile">
                  <Icon svg={item.icon} />
                </span>
                <span>
                  <span className="d-block fw-bold">{item.name}</span>
                  <span className="small text-body-secondary">{text(item.text)}</span>
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

export function JobsSection({ headingId, heading, items }: Base & { items: readonly Job[] }) {
  const text = useText();
  const labels = useLocalized(sectionLabels);
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <ul className="list-unstyled mb-0 jobs-list mx-auto">
        {items.map((job) => (
          <li key={job.title.en} className="job-row">
            <div>
              <h3 className="h5 mb-1">{text(job.title)}</h3>
              <p className="small text-body-secondary mb-0 d-flex flex-wrap column-gap-3">
                <span>
                  <Icon svg={briefcase} className="me-1" />
                  {text(job.team)}
                </span>
                <span>
                  <Icon svg={geo} className="me-1" />
                  {text(job.place)}
                </span>
                <span>
                  <Icon svg={clock} className="me-1" />
                  {text(job.kind)}
                </span>
              </p>
            </div>
            <DemoLink className="btn btn-outline-accent btn-sm">
              {labels.apply}
              <span className="visually-hidden">: {text(job.title)}</span>
            </DemoLink>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

export function StepsSection({
  headingId,
  heading,
  items,
}: Base & { items: readonly { title: Text; text: Text }[] }) {
  const text = useText();
  return (
    <DemoSection headingId={headingId} heading={heading}>
      <ol className="row g-4 list-unstyled mb-0">
        {items.map((step, index) => (
          <li key={step.title.en} className={items.length === 3 ? 'col-md-4' : 'col-sm-6 col-lg-3'}>
            <div className="step h-100">
              <span className="step__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="h5">{text(step.title)}</h3>
              <p className="text-body-secondary mb-0">{text(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </DemoSection>
  );
}

export function CtaSection({
  headingId,
  title,
  lead,
  primary,
  secondary,
}: {
  headingId: string;
  title: Text;
  lead: Text;
  primary: Text;
  secondary?: Text;
}) {
  const text = useText();
  return (
    <section className="section pt-0" aria-labelledby={headingId}>
      <div className="container">
        <div className="cta-box">
          <div className="row align-items-center g-4">
            <div className="col-lg-8">
              <h2 id={headingId} className="h1 mb-3">
                {text(title)}
              </h2>
              <p className="lead mb-0">{text(lead)}</p>
            </div>
            <div className="col-lg-4 d-flex flex-wrap gap-3 justify-content-lg-end">
              <DemoLink className="btn btn-light btn-lg">{text(primary)}</DemoLink>
              {secondary && (
                <DemoLink className="btn btn-outline-light btn-lg">{text(secondary)}</DemoLink>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A newsletter box: a labelled email field and a button, with no behaviour (demo). */
export function SubscribeSection({
  headingId,
  title,
  lead,
  button,
}: {
  headingId: string;
  title: Text;
  lead: Text;
  button: Text;
}) {
  const text = useText();
  const labels = useLocalized(sectionLabels);
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="subscribe-box mx-auto text-center">
          <h2 id={headingId} className="h2 mb-2">
            {text(title)}
          </h2>
          <p className="text-body-secondary mb-4">{text(lead)}</p>
          <form className="subscribe-box__form" onSubmit={onSubmit}>
            <label htmlFor={`${headingId}-email`} className="visually-hidden">
              {labels.emailLabel}
            </label>
            <input
              id={`${headingId}-email`}
              type="email"
              className="form-control form-control-lg"
              placeholder={labels.emailPlaceholder}
              autoComplete="email"
            />
            <button type="submit" className="btn btn-accent btn-lg">
              {text(button)}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
