import { Link } from '../../components/SiteLink';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { applicationsAdminContent } from '../../content/applicationsAdmin';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';
import { InboxSection } from './inbox/InboxSection';
import { countProfilesByRole } from './inboxService';
import { LoadFailed } from './LoadFailed';
import { StaffSection } from './staff/StaffSection';
import { useLoad } from './useLoad';
import './account.scss';

/** The admin's dashboard: the contact inbox, the accounts per role, and the staff roles. */
export function DashboardPage() {
  const { t, language } = useT();
  const [roles, reloadRoles] = useLoad(countProfilesByRole);

  return (
    <>
      <PageMeta title={t('account.dashboard.title')} description={t('account.dashboard.lead')} />
      <meta name="robots" content="noindex" />
      <PageHeader title={t('account.dashboard.title')} lead={t('account.dashboard.lead')}>
        <Link className="btn btn-outline-primary mt-3 me-2" to={paths.account.applications}>
          {applicationsAdminContent[language].title}
        </Link>
        <Link className="btn btn-outline-primary mt-3" to={paths.account.settings}>
          {t('account.settings.title')}
        </Link>
      </PageHeader>

      <div className="section pt-5">
        <div className="container">
          <div className="row g-4">
            <section className="col-lg-4" aria-labelledby="roles-title">
              <div className="card h-100">
                <div className="card-body">
                  <h2 id="roles-title" className="h5">
                    {t('account.roles.title')}
                  </h2>
                  {roles.state === 'loading' && <Spinner />}
                  {roles.state === 'failed' && <LoadFailed onRetry={reloadRoles} />}
                  {roles.state === 'ready' && (
                    <dl className="role-counts mb-0">
                      {[...roles.value.entries()]
                        .sort(([, a], [, b]) => b - a)
                        .map(([role, count]) => (
                          <div key={role ?? ''} className="d-flex justify-content-between">
                            <dt className="fw-normal">{role ?? t('account.roles.none')}</dt>
                            <dd className="fw-semibold mb-0">{count}</dd>
                          </div>
                        ))}
                    </dl>
                  )}
                  <p className="small text-body-secondary mt-3 mb-0">{t('account.roles.note')}</p>
                </div>
              </div>
            </section>

            <div className="col-lg-8">
              <InboxSection />
            </div>
          </div>
          <StaffSection />
        </div>
      </div>
    </>
  );
}

export const dashboardRoute = { Component: DashboardPage };
