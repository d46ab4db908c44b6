import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { applicationsAdminContent } from '../../content/applicationsAdmin';
import { paths } from '../../lib/paths';
import { useLocalized, useT } from '../../lib/useLanguage';
import { ApplicationsSection } from './applications/ApplicationsSection';
import './account.scss';

/** Lamaran: the job applications, for admins (docs/product.md#job-applications). */
export function ApplicationsPage() {
  const { t } = useT();
  const copy = useLocalized(applicationsAdminContent);
  return (
    <>
      <PageMeta title={copy.title} description={copy.note} />
      <meta name="robots" content="noindex" />
      <PageHeader
        title={copy.title}
        lead={copy.note}
        crumbs={[{ label: t('account.dashboard.title'), to: paths.account.dashboard }]}
      />
      <div className="section pt-5">
        <div className="container">
          <ApplicationsSection />
        </div>
      </div>
    </>
  );
}

export const applicationsRoute = { Component: ApplicationsPage };
