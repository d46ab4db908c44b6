import { Link } from '../../components/SiteLink';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import clock from 'bootstrap-icons/icons/clock.svg?raw';
import book from 'bootstrap-icons/icons/book.svg?raw';
import { Icon } from '../../components/Icon';
import { IconCard } from '../../components/IconCard';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { careerRoles, careersPageContent } from '../../content/careers';
import type { CareerRole } from '../../content/schema';
import { company } from '../../content/company';
import { paths } from '../../lib/paths';
import { useLocalized, useT } from '../../lib/useLanguage';
import { RoleFacts } from './RoleFacts';
import './careers.scss';

const WHY_ICONS = [people, clock, book] as const;

/** The open roles, or a note (with an open application) when none is open. */
export function CareerRoleList({ roles }: { roles: readonly CareerRole[] }) {
  const { t, language: lng } = useT();
  if (roles.length === 0) {
    return (
      <div className="card border-0 bg-sand" role="status">
        <div className="card-body p-4">
          <h3 className="h5">{t('careers.noOpenings')}</h3>
          <p className="mb-0">
            {t('careers.noOpeningsLead', { email: company.careersEmail })}{' '}
            <a href={`mailto:${company.careersEmail}`} className="text-break">
              {company.careersEmail}
            </a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {roles.map((role) => (
        <li key={role.slug}>
          <article className="card border-0 shadow-sm card-lift role-card">
            <div className="card-body p-4 d-lg-flex gap-4 align-items-center">
              <div className="flex-grow-1">
                <h3 className="h5 mb-2">
                  <Link className="stretched-link" to={paths.career(role.slug)}>
                    {role.title[lng]}
                  </Link>
                </h3>
                <p className="text-body-secondary mb-3">{role.summary[lng]}</p>
                <RoleFacts role={role} className="role-facts-inline mb-0" />
              </div>
              <span className="icon-tile d-none d-lg-inline-flex" aria-hidden="true">
                <Icon svg={arrowRight} />
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** /tentang/karir: how we work, what every role gets, and the open roles. */
export function CareersPage({ roles = careerRoles }: { roles?: readonly CareerRole[] }) {
  const { t } = useT();
  const copy = useLocalized(careersPageContent);
  return (
    <>
      <PageMeta title={copy.meta.title} description={copy.meta.description} />
      <PageHeader
        title={copy.header.title}
        eyebrow={copy.header.eyebrow}
        lead={copy.header.lead}
        crumbs={[{ label: t('nav.company'), to: paths.company.about }]}
      />
      <section className="section" aria-labelledby="careers-open-title">
        <div className="container">
          <h2 id="careers-open-title" className="h1 mb-4">
            {t('careers.openRoles')}
          </h2>
          <CareerRoleList roles={roles} />
        </div>
      </section>
      <section className="section bg-mist" aria-labelledby="careers-why-title">
        <div className="container">
          <h2 id="careers-why-title" className="h1 mb-4">
            {copy.whyTitle}
          </h2>
          <ul className="row g-4 list-unstyled mb-5">
            {copy.why.map((item, index) => (
              <li key={item.title} className="col-md-4">
                <IconCard icon={WHY_ICONS[index] ?? people} title={item.title} text={item.text} />
              </li>
            ))}
          </ul>
          <h3 className="h4 mb-3">{t('careers.benefits')}</h3>
          <ul className="careers-benefits mb-0">
            {copy.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const careersRoute = { Component: CareersPage, handle: whatsappAbout('careers') };
