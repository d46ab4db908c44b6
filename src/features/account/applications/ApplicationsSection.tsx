import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { applicationsAdminContent } from '../../../content/applicationsAdmin';
import { careerRoles } from '../../../content/careers';
import { CSV_SEPARATORS, csvSeparatorFor, downloadCsv } from '../../../lib/csv';
import { APPLICATION_ROLES, type JobApplication } from '../../../lib/jobApplications';
import { selectUser } from '../../../lib/authSlice';
import { useAuthSelector } from '../../../lib/useAuth';
import { useLanguage, useLocalized } from '../../../lib/useLanguage';
import { LoadFailed } from '../LoadFailed';
import { useDateTime } from '../useDateTime';
import { ApplicationItem } from './ApplicationItem';
import { applicationsCsv } from './applicationsCsv';
import { deleteExpiredApplications, listAllApplications } from './applicationsService';
import { useApplications } from './useApplications';

/**
 * Lamaran (docs/product.md#job-applications): the applications of one role or all, newest first
 * and page by page; each opens to its status and private notes; CSV export; and the deletion of
 * every application past the retention period, one action.
 */
export function ApplicationsSection() {
  const copy = useLocalized(applicationsAdminContent);
  const language = useLanguage();
  const formatDate = useDateTime();
  const user = useAuthSelector(selectUser);
  const [role, setRole] = useState<string>();
  const { list, reload, loadMore, changeStatus, saveNotes } = useApplications(
    user?.uid ?? '',
    role,
  );
  const [openId, setOpenId] = useState<string>();
  const [separator, setSeparator] = useState(csvSeparatorFor(language));
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [purge, setPurge] = useState<
    { state: 'idle' | 'confirming' | 'busy' | 'failed' } | { state: 'done'; count: number }
  >({ state: 'idle' });

  const roleName = (slug: string) =>
    careerRoles.find((r) => r.slug === slug)?.title[language] ?? slug;
  const applications: JobApplication[] = list.state === 'ready' ? list.applications : [];
  const open = applications.find((application) => application.id === openId);

  const exportCsv = async () => {
    setExporting('busy');
    try {
      const all = await listAllApplications(role);
      const csv = applicationsCsv(
        all,
        copy.csv,
        { role: roleName, status: (status) => copy.statuses[status] },
        separator,
      );
      downloadCsv(
        csv,
        `applications-${role ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      setExporting('idle');
    } catch (error) {
      console.error(error);
      setExporting('failed');
    }
  };

  const deleteExpired = async () => {
    setPurge({ state: 'busy' });
    try {
      const count = await deleteExpiredApplications(user?.uid ?? '');
      setPurge({ state: 'done', count });
      setOpenId(undefined);
      reload();
    } catch (error) {
      console.error(error);
      setPurge({ state: 'failed' });
    }
  };

  return (
    <section aria-label={copy.title}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <select
          className="form-select form-select-sm w-auto"
          aria-label={copy.role}
          value={role ?? ''}
          onChange={(event) => {
            setRole(APPLICATION_ROLES.find((slug) => slug === event.target.value));
            setOpenId(undefined);
          }}
        >
          <option value="">{copy.anyRole}</option>
          {APPLICATION_ROLES.map((slug) => (
            <option key={slug} value={slug}>
              {roleName(slug)}
            </option>
          ))}
        </select>
        <select
          className="form-select form-select-sm w-auto ms-auto"
          aria-label={copy.csvSeparator}
          value={separator}
          onChange={(event) =>
            setSeparator(CSV_SEPARATORS.find((value) => value === event.target.value) ?? separator)
          }
        >
          {CSV_SEPARATORS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={exporting === 'busy'}
          onClick={() => void exportCsv()}
        >
          {exporting === 'busy' ? copy.exporting : copy.export}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={purge.state === 'busy'}
          onClick={() => setPurge({ state: 'confirming' })}
        >
          {purge.state === 'busy' ? copy.purging : copy.purge}
        </button>
      </div>
      {exporting === 'failed' && (
        <LoadFailed message={copy.exportFailed} onRetry={() => void exportCsv()} />
      )}
      {purge.state === 'confirming' && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-3" role="alert">
          <span>{copy.confirmPurge}</span>
          <button
            type="button"
            className="btn btn-sm btn-danger"
            onClick={() => void deleteExpired()}
          >
            {copy.confirmPurgeButton}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setPurge({ state: 'idle' })}
          >
            {copy.cancel}
          </button>
        </div>
      )}
      {purge.state === 'done' && (
        <p className="alert alert-info" role="status">
          {copy.purged.replace('{count}', String(purge.count))}
        </p>
      )}
      {purge.state === 'failed' && (
        <LoadFailed message={copy.purgeFailed} onRetry={() => void deleteExpired()} />
      )}

      {list.state === 'loading' && <Spinner />}
      {list.state === 'failed' && <LoadFailed onRetry={reload} />}
      {list.state === 'ready' && applications.length === 0 && (
        <p className="text-body-secondary">{copy.empty}</p>
      )}
      {applications.length > 0 && (
        <ul className="list-group inbox-list mb-3" aria-label={copy.title}>
          {applications.map((application) => (
            <li key={application.id} className="list-group-item p-0">
              <button
                type="button"
                className="inbox-item"
                aria-expanded={application.id === openId}
                onClick={() => setOpenId(application.id === openId ? undefined : application.id)}
              >
                <span className="d-flex justify-content-between gap-2">
                  <span className="fw-semibold text-truncate">{application.name}</span>
                  <span className="small text-body-secondary flex-shrink-0">
                    {formatDate(application.createdAt)}
                  </span>
                </span>
                <span className="d-flex justify-content-between gap-2">
                  <span className="text-truncate">{roleName(application.role)}</span>
                  <span className="badge text-bg-secondary flex-shrink-0">
                    {copy.statuses[application.status]}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.state === 'ready' && list.more === 'failed' && (
        <LoadFailed message={copy.moreFailed} onRetry={() => void loadMore()} />
      )}
      {list.state === 'ready' && list.next && list.more !== 'failed' && (
        <button
          type="button"
          className="btn btn-outline-primary mb-4"
          disabled={list.more === 'loading'}
          onClick={() => void loadMore()}
        >
          {list.more === 'loading' ? copy.loadingMore : copy.loadMore}
        </button>
      )}
      {open && (
        <ApplicationItem
          key={open.id}
          application={open}
          roleName={roleName(open.role)}
          formatDate={formatDate}
          onStatus={changeStatus}
          onNotes={saveNotes}
        />
      )}
    </section>
  );
}
