import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import { CaseStudyCard } from '../../components/CaseStudyCard';
import { ClientMark } from '../../components/ClientMark';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { Section } from '../../components/Section';
import { Link } from '../../components/SiteLink';
import { caseStudies, findCaseStudy } from '../../content/caseStudies';
import { caseStudyShareImages } from '../../content/caseStudies.covers';
import { caseStudyDetails, caseStudyPagesCopy } from '../../content/caseStudyDetails';
import { findClient } from '../../content/clients';
import { company } from '../../content/company';
import { findProduct } from '../../content/products';
import type { CaseStudy, CaseStudyDetail, Client, Testimonial } from '../../content/schema';
import { fillCopy } from '../../content/search';
import { formatCalendarMonth } from '../../lib/calendarDate';
import { localizePath } from '../../lib/languagePaths';
import { paths } from '../../lib/paths';
import { slugLoader, useSlugRecord, type SlugData } from '../../lib/slugLoader';
import { absoluteUrl } from '../../lib/site';
import type { Language } from '../../lib/i18n';
import { useLocalized, useT } from '../../lib/useLanguage';
import { whatsappHandle } from '../../lib/whatsappTopic';

/** A case study has a page where its details are written. */
export const caseStudyLoader = slugLoader((slug) => findCaseStudy(slug) && caseStudyDetails[slug]);

/**
 * /studi-kasus/<slug>: the client, the results in numbers, the problem, what we built (and the
 * product used), the client's words, the timeline and the stack.
 */
export function CaseStudyPage() {
  const { t, language: lng } = useT();
  const copy = useLocalized(caseStudyPagesCopy);
  // The loader and the build's check (src/content/checkContent.ts) vouch for these records.
  const caseStudy = useSlugRecord(findCaseStudy);
  const { slug } = caseStudy;
  const detail = caseStudyDetails[slug] as CaseStudyDetail;
  const client = findClient(caseStudy.client) as Client;
  const testimonial = client.testimonial as Testimonial;
  const product = caseStudy.product ? findProduct(caseStudy.product) : undefined;
  const title = caseStudyTitle(caseStudy, lng);
  // Its generated 1200×630 PNG, shared by both languages (docs/content.md#covers).
  const shareImage = caseStudyShareImages[slug] as string;
  const others = caseStudies.filter((other) => other.slug !== slug);
  const period = [detail.timeline.start, detail.timeline.end]
    .map((month) => formatCalendarMonth(month, lng))
    .join(' – ');

  return (
    <>
      <PageMeta
        title={title}
        description={caseStudy.summary[lng]}
        type="article"
        image={shareImage}
        jsonLd={{
          '@type': 'Article',
          headline: title,
          description: caseStudy.summary[lng],
          datePublished: caseStudy.published,
          dateModified: caseStudy.updated ?? caseStudy.published,
          inLanguage: lng,
          url: absoluteUrl(localizePath(paths.caseStudy(slug), lng)),
          image: absoluteUrl(shareImage),
          about: { '@type': 'Organization', name: client.name, address: client.place },
          author: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
          publisher: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
        }}
      />
      <PageHeader
        title={title}
        eyebrow={client.name}
        lead={caseStudy.summary[lng]}
        crumbs={[{ label: t('nav.caseStudies'), to: paths.caseStudies }]}
        facts={[
          {
            label: copy.facts.client,
            value: (
              <>
                {client.name}
                <span className="d-block text-body-secondary small fw-normal">
                  {client.sector[lng]} · {client.place}
                </span>
              </>
            ),
          },
          {
            label: copy.facts.product,
            value: product ? (
              <Link to={paths.product(product.slug)}>{product.name}</Link>
            ) : (
              copy.facts.custom
            ),
          },
          { label: copy.facts.period, value: period },
        ]}
      />

      <Section headingId="case-study-results" className="bg-mist" title={copy.results}>
        <ul className="row g-4 list-unstyled mb-0">
          {detail.results[lng].map((result) => (
            <li key={result.label} className="col-sm-6 col-lg-3">
              <p className="display-6 fw-bold text-primary mb-1">{result.value}</p>
              <p className="mb-0">{result.label}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section" aria-labelledby="case-study-problem">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-6">
              <h2 id="case-study-problem" className="h1 mb-4">
                {copy.problem}
              </h2>
              {detail.problem[lng].map((paragraph) => (
                <p key={paragraph} className="fs-5">
                  {paragraph}
                </p>
              ))}
            </div>
            <div className="col-lg-6">
              <h2 className="h1 mb-4">{copy.built}</h2>
              {detail.built[lng].map((paragraph) => (
                <p key={paragraph} className="fs-5">
                  {paragraph}
                </p>
              ))}
              {product && (
                <Link className="btn btn-outline-primary" to={paths.product(product.slug)}>
                  {fillCopy(copy.productLink, { product: product.name })}
                  <Icon svg={arrowRight} className="ms-2" />
                </Link>
              )}
            </div>
          </div>
        </div>
      </section>

      <Section headingId="case-study-quote" className="bg-sand" title={copy.quote}>
        <figure className="mb-0 col-lg-9">
          <blockquote className="fs-4 mb-4">
            <p className="mb-0">“{testimonial.quote[lng]}”</p>
          </blockquote>
          <figcaption className="d-flex align-items-center gap-3">
            <ClientMark client={client} />
            <span>
              <span className="fw-semibold d-block">{testimonial.person}</span>
              <span className="text-body-secondary">{testimonial.role[lng]}</span>
            </span>
          </figcaption>
        </figure>
      </Section>

      <section className="section" aria-labelledby="case-study-timeline">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-7">
              <h2 id="case-study-timeline" className="h1 mb-4">
                {copy.timeline}
              </h2>
              <ol className="list-unstyled mb-0">
                {detail.timeline.phases[lng].map((phase) => (
                  <li key={phase.title} className="border-start border-3 border-primary ps-3 pb-3">
                    <span className="fw-semibold d-block">{phase.title}</span>
                    {phase.text}
                  </li>
                ))}
              </ol>
            </div>
            <div className="col-lg-5">
              <h2 className="h1 mb-4">{copy.stack}</h2>
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                {detail.stack.map((item) => (
                  <li
                    key={item}
                    className="badge rounded-pill bg-body-tertiary text-body border fs-6 fw-normal"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <Section headingId="case-study-others" className="bg-mist" title={copy.others}>
        <ul className="row g-4 list-unstyled mb-0">
          {others.map((other) => (
            <li key={other.slug} className="col-md-6 col-lg-4">
              <CaseStudyCard caseStudy={other} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The page's title, and the project its WhatsApp message asks for one like. */
function caseStudyTitle(caseStudy: CaseStudy, language: Language): string {
  return caseStudy.title[language];
}

/** What the route table's `lazy` gets for /studi-kasus/<slug>. */
export const caseStudyRoute = {
  Component: CaseStudyPage,
  loader: caseStudyLoader,
  handle: whatsappHandle<SlugData>(({ data, language }) => ({
    kind: 'caseStudy',
    // The loader vouches for the slug.
    name: caseStudyTitle(findCaseStudy(data.slug) as CaseStudy, language),
  })),
};
