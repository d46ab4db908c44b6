import { Spinner } from '../../../components/Spinner';
import { LoadFailed } from '../LoadFailed';
import { useDateTime } from '../useDateTime';
import type { Load } from '../useLoad';
import type { AuditEntry } from './staffService';
import { useT } from '../../../lib/useLanguage';

interface Props {
  entries: Load<AuditEntry[]>;
  onRetry: () => void;
  /** A profile's name by uid (its uid when the profile is not loaded). */
  nameOf: (uid: string) => string;
}

/** The recent role changes, newest first (docs/product.md#staff-roles). */
export function AuditLogList({ entries, onRetry, nameOf }: Props) {
  const { t } = useT();
  const formatDate = useDateTime();
  const roleName = (role: string | null) => role ?? t('account.roles.none');
  return (
    <section aria-labelledby="audit-title">
      <h3 id="audit-title" className="h5">
        {t('account.audit.title')}
      </h3>
      {entries.state === 'loading' && <Spinner />}
      {entries.state === 'failed' && <LoadFailed onRetry={onRetry} />}
      {entries.state === 'ready' && entries.value.length === 0 && (
        <p className="text-body-secondary">{t('account.audit.empty')}</p>
      )}
      {entries.state === 'ready' && entries.value.length > 0 && (
        <ol className="list-unstyled audit-list mb-0" aria-label={t('account.audit.title')}>
          {entries.value.map((entry) => (
            <li key={entry.id}>
              <span className="d-block">
                {t('account.audit.entry', {
                  actor: nameOf(entry.actor),
                  target: nameOf(entry.target),
                  from: roleName(entry.from),
                  to: roleName(entry.to),
                })}
              </span>
              <span className="small text-body-secondary">{formatDate(entry.at)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
