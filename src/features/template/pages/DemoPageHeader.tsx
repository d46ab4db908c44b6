import type { ReactNode } from 'react';
import type { Heading } from '../../../content/template/types';
import { sectionLabels } from '../../../content/template/labels';
import { useLocalized } from '../../../lib/useLanguage';
import { DemoLink } from '../DemoLink';
import { useText } from '../useText';

/** The header of a template page: a demo breadcrumb (links to '#'), the one h1, a lead. */
export function DemoPageHeader({ header, children }: { header: Heading; children?: ReactNode }) {
  const text = useText();
  const labels = useLocalized(sectionLabels);
  return (
    <header className="page-header demo-page-header">
      <div className="container">
        <nav aria-label={labels.breadcrumbLabel}>
          <ol className="breadcrumb mb-4">
            <li className="breadcrumb-item">
              <DemoLink>{labels.home}</DemoLink>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {text(header.title)}
            </li>
          </ol>
        </nav>
        <div className="row">
          <div className="col-lg-8">
            {header.eyebrow && <span className="eyebrow">{text(header.eyebrow)}</span>}
            <h1 className="display-5 mb-3">{text(header.title)}</h1>
            {header.lead && <p className="lead text-body-secondary mb-0">{text(header.lead)}</p>}
            {children}
          </div>
        </div>
      </div>
    </header>
  );
}
