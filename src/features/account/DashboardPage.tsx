import { useState } from 'react';
import { Link } from '../../components/SiteLink';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import type { ContactMessage } from '../../lib/contactMessages';
import { paths } from '../../lib/paths';
import { countProfilesByRole, listMessages, markMessageRead } from './inboxService';
import { LoadFailed } from './LoadFailed';
import { StaffSection } from './staff/StaffSection';
import { useDateTime } from './useDateTime';
import { useLoad } from './useLoad';
import './account.scss';

/** The admin's dashboard: the contact inbox, the accounts per role, and the staff roles. */
export function DashboardPage() {
  const { t } = useTranslation();
  const formatDate = useDateTime();
  const [inbox, reloadInbox, setInbox] = useLoad(listMessages);
  const [roles, reloadRoles] = useLoad(countProfilesByRole);
  const [openId, setOpenId] = useState<string>();
  const [markFailed, setMarkFailed] = useState(false);

  const messages = inbox.state === 'ready' ? inbox.value : [];
  const open = messages.find((message) => message.id === openId);
  const unread = messages.filter((message) => !message.read).length;

  const markRead = async (message: ContactMessage) => {
    setMarkFailed(false);
    try {
      await markMessageRead(message.id);
      setInbox(messages.map((m) => (m.id === message.id ? { ...m, read: true } : m)));
    } catch (error) {
      console.error(error);
      setMarkFailed(true);
    }
  };

  return (
    <>
      <PageMeta title={t('account.dashboard.title')} description={t('account.dashboard.lead')} />
      <meta name="robots" content="noindex" />
      <PageHeader title={t('account.dashboard.title')} lead={t('account.dashboard.lead')}>
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

            <section className="col-lg-8" aria-labelledby="inbox-title">
              <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
                <h2 id="inbox-title" className="h4 mb-0">
                  {t('account.inbox.title')}
                </h2>
                {inbox.state === 'ready' && (
                  <span className="text-body-secondary">
                    {t('account.inbox.counts', { total: messages.length, unread })}
                  </span>
                )}
              </div>
              {inbox.state === 'loading' && <Spinner />}
              {inbox.state === 'failed' && <LoadFailed onRetry={reloadInbox} />}
              {inbox.state === 'ready' && messages.length === 0 && (
                <p className="text-body-secondary">{t('account.inbox.empty')}</p>
              )}
              {messages.length > 0 && (
                <ul className="list-group inbox-list mb-4" aria-label={t('account.inbox.title')}>
                  {messages.map((message) => (
                    <li key={message.id} className="list-group-item p-0">
                      <button
                        type="button"
                        className={`inbox-item${message.read ? '' : ' is-unread'}`}
                        aria-expanded={message.id === openId}
                        aria-controls="inbox-message"
                        onClick={() => setOpenId(message.id === openId ? undefined : message.id)}
                      >
                        <span className="d-flex justify-content-between gap-2">
                          <span className="fw-semibold text-truncate">{message.name}</span>
                          <span className="small text-body-secondary flex-shrink-0">
                            {formatDate(message.createdAt)}
                          </span>
                        </span>
                        <span className="d-flex justify-content-between gap-2">
                          <span className="text-truncate">{message.subject}</span>
                          {!message.read && (
                            <span className="badge text-bg-primary flex-shrink-0">
                              {t('account.inbox.unread')}
                            </span>
                          )}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {open && (
                <article id="inbox-message" className="card" aria-labelledby="inbox-message-title">
                  <div className="card-body">
                    <h3 id="inbox-message-title" className="h5">
                      {open.subject}
                    </h3>
                    <p className="small text-body-secondary">
                      {open.name} ·{' '}
                      <a
                        href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}
                      >
                        {open.email}
                      </a>
                      {open.phone && <> · {open.phone}</>} · {formatDate(open.createdAt)}
                    </p>
                    <p className="inbox-body">{open.message}</p>
                    {markFailed && (
                      <p className="text-danger" role="alert">
                        {t('account.inbox.markFailed')}
                      </p>
                    )}
                    {open.read ? (
                      <p className="text-success fw-semibold mb-0">{t('account.inbox.isRead')}</p>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => void markRead(open)}
                      >
                        {t('account.inbox.markRead')}
                      </button>
                    )}
                  </div>
                </article>
              )}
            </section>
          </div>
          <StaffSection />
        </div>
      </div>
    </>
  );
}

export const dashboardRoute = { Component: DashboardPage };
