import { Link } from '../../components/SiteLink';
import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { absoluteUrl } from '../../lib/site';
import { careersPageContent, findCareerRole } from '../../content/careers';
import { applyMailto, company } from '../../content/company';
import type { CareerRole } from '../../content/schema';
import { applicationFormContent } from '../../content/applicationForm';
import { formatCalendarDate } from '../../lib/calendarDate';
import { acceptsApplications } from '../../lib/jobApplications';
import { paths } from '../../lib/paths';
import { slugLoader, useSlugRecord, type SlugData } from '../../lib/slugLoader';
import type { Language } from '../../lib/i18n';
import { useLocalized, useT } from '../../lib/useLanguage';
import { whatsappHandle } from '../../lib/whatsappTopic';
import { ApplicationForm } from './ApplicationForm';
import { useRoleFacts } from './RoleFacts';
import './careers.scss';

export const careerLoader = slugLoader(findCareerRole);

function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mb-5" aria-labelledby={id}>
      <h2 id={id} className="h4 mb-3">
        {title}
      </h2>
      <ul className="role-list mb-0">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** schema.org employment types for JobPosting. */
const JOB_TYPES: Record<CareerRole['type'], string> = {
  'full-time': 'FULL_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** The application form's section, the target of the "how to apply" card's button. */
const FORM_ID = 'formulir-lamaran';

/**
 * /karir/<slug>: the role, what it asks and offers, the application form
 * (docs/product.md#job-applications) and a mailto with the role as subject.
 */
export function CareerPage() {
  const { t, language: lng } = useT();
  const role = useSlugRecord(findCareerRole);
  const facts = useRoleFacts(role);
  const copy = useLocalized(careersPageContent);
  const title = roleTitle(role, lng);
  const mailto = applyMailto(t('careers.applySubject', { role: title }));
  const benefits = [...(role.benefits?.[lng] ?? []), ...copy.benefits];
  const hasForm = acceptsApplications(role.slug);
  const formCopy = applicationFormContent[lng];

  return (
    <>
      <PageMeta
        // A role's name is often English in both languages: the section's name keeps each
        // title its own.
        title={`${title} · ${t('nav.careers')}`}
        description={role.summary[lng]}
        jsonLd={{
          '@type': 'JobPosting',
          title,
          description: [role.summary[lng], ...role.responsibilities[lng]].join(' '),
          datePosted: role.posted,
          // The end of the closing day in Bali (WITA, UTC+8).
          validThrough: `${role.closes}T23:59:59+08:00`,
          identifier: { '@type': 'PropertyValue', name: company.name, value: role.slug },
          // Applying takes the form on this page, with nothing in between; without the form it
          // takes an email, which is not a direct application.
          directApply: hasForm,
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'IDR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: role.salary.min,
              maxValue: role.salary.max,
              unitText: 'MONTH',
            },
          },
          employmentType: JOB_TYPES[role.type],
          hiringOrganization: {
            '@type': 'Organization',
            name: company.name,
            sameAs: absoluteUrl('/'),
          },
          ...(role.location === 'remote'
            ? {
                jobLocationType: 'TELECOMMUTE',
                applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
              }
            : {
                jobLocation: {
                  '@type': 'Place',
                  address: {
                    '@type': 'PostalAddress',
                    streetAddress: company.street,
                    addressLocality: company.city,
                    addressRegion: company.region,
                    postalCode: company.postalCode,
                    addressCountry: 'ID',
                  },
                },
              }),
        }}
      />
      <PageHeader
        title={title}
        eyebrow={role.team[lng]}
        lead={role.summary[lng]}
        crumbs={[
          { label: t('nav.company'), to: paths.company.about },
          { label: t('nav.careers'), to: paths.company.careers },
        ]}
        facts={facts}
      />
      <div className="section">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-8">
              <ListSection
                id="role-responsibilities"
                title={t('careers.responsibilities')}
                items={role.responsibilities[lng]}
              />
              <ListSection
                id="role-requirements"
                title={t('careers.requirements')}
                items={role.requirements[lng]}
              />
              <ListSection
                id="role-nice"
                title={t('careers.niceToHave')}
                items={role.niceToHave[lng]}
              />
              <ListSection id="role-benefits" title={t('careers.benefits')} items={benefits} />
              {hasForm && (
                <section
                  id={FORM_ID}
                  className="card shadow-sm role-form"
                  aria-labelledby="role-form-title"
                >
                  <div className="card-body p-4">
                    <h2 id="role-form-title" className="h4">
                      {formCopy.title}
                    </h2>
                    <p className="text-body-secondary">{formCopy.lead}</p>
                    <ApplicationForm role={role.slug} />
                  </div>
                </section>
              )}
            </div>
            <div className="col-lg-4">
              <aside
                className="card border-0 bg-sand role-apply"
                aria-labelledby="role-apply-title"
              >
                <div className="card-body p-4">
                  <h2 id="role-apply-title" className="h4">
                    {t('careers.howToApply')}
                  </h2>
                  <p>{copy.applyText}</p>
                  <p>{t('careers.closes', { date: formatCalendarDate(role.closes, lng) })}</p>
                  {hasForm && (
                    <a className="btn btn-primary w-100 mb-3" href={`#${FORM_ID}`}>
                      {formCopy.title}
                    </a>
                  )}
                  <a
                    className={`btn ${hasForm ? 'btn-outline-primary' : 'btn-primary'} w-100 mb-3`}
                    href={mailto}
                  >
                    <Icon svg={envelope} className="me-2" />
                    {t('careers.apply')}
                  </a>
                  <p className="small text-body-secondary mb-0 text-break">
                    {company.careersEmail}
                  </p>
                </div>
              </aside>
              <Link className="d-inline-block mt-4 fw-semibold" to={paths.company.careers}>
                {t('careers.allRoles')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** The page's title, and the position its WhatsApp message asks about. */
function roleTitle(role: CareerRole, language: Language): string {
  return role.title[language];
}

/** What the route table's `lazy` gets for /karir/<slug>. */
export const careerRoute = {
  Component: CareerPage,
  loader: careerLoader,
  handle: whatsappHandle<SlugData>(({ data, language }) => ({
    kind: 'role',
    // The loader vouches for the slug.
    name: roleTitle(findCareerRole(data.slug) as CareerRole, language),
  })),
};
