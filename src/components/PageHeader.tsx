import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './SiteLink';
import { localizePath } from '../lib/languagePaths';
import { paths } from '../lib/paths';
import { absoluteUrl } from '../lib/site';
import { useT } from '../lib/useLanguage';
import { JsonLd } from './JsonLd';

/** A page above this one: every crumb but the current page is a link. */
export interface Crumb {
  label: string;
  to: string;
}

/** A fact beside a page's title: "Gaji" / "Rp9–14 juta per bulan". */
export interface HeaderFact {
  label: string;
  value: ReactNode;
}

/**
 * The band at the top of an inner page: breadcrumb, the page's one `<h1>`, a lead. From lg the
 * right of the band holds the page's key `facts`, when it has some, or a drawing of the sea.
 */
export function PageHeader({
  title,
  lead,
  eyebrow,
  crumbs = [],
  facts,
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  crumbs?: Crumb[];
  facts?: HeaderFact[];
  children?: ReactNode;
}) {
  const { t, language } = useT();
  const { pathname } = useLocation();
  const trail = [
    { label: t('nav.home'), to: paths.home },
    ...crumbs,
    { label: title, to: pathname },
  ];
  return (
    <header className={facts ? 'page-header page-header--facts' : 'page-header'}>
      {/* Nested pages tell search engines where they sit (schema.org BreadcrumbList). */}
      {crumbs.length > 0 && (
        <JsonLd
          data={{
            '@type': 'BreadcrumbList',
            itemListElement: trail.map((crumb, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: crumb.label,
              item: absoluteUrl(localizePath(crumb.to, language)),
            })),
          }}
        />
      )}
      <div className="container">
        <nav aria-label={t('a11y.breadcrumb')}>
          <ol className="breadcrumb mb-4">
            <li className="breadcrumb-item">
              <Link to={paths.home}>{t('nav.home')}</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.label} className="breadcrumb-item">
                <Link to={crumb.to}>{crumb.label}</Link>
              </li>
            ))}
            <li className="breadcrumb-item active" aria-current="page">
              {title}
            </li>
          </ol>
        </nav>
        <div className="row g-4 align-items-center">
          <div className={facts ? 'col-lg-7' : 'col-lg-8'}>
            {eyebrow && <span className="eyebrow">{eyebrow}</span>}
            <h1 className="display-5 mb-3">{title}</h1>
            {lead && <p className="lead text-body-secondary mb-0">{lead}</p>}
            {children}
          </div>
          {facts && (
            <div className="col-lg-5 col-xl-4 offset-xl-1">
              <dl className="page-header-facts p-3 p-lg-4 mb-0">
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd className="mb-0">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
