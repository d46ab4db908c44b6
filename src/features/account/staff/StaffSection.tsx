import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { selectUser } from '../../../lib/authSlice';
import { useAuthSelector } from '../../../lib/useAuth';
import { LoadFailed } from '../LoadFailed';
import { useLoad } from '../useLoad';
import { AuditLogList } from './AuditLogList';
import { StaffProfileItem } from './StaffProfileItem';
import { listAuditEntries, listProfiles, saveProfile, type StaffProfile } from './staffService';
import { useT } from '../../../lib/useLanguage';

const firstProfilesPage = () => listProfiles();

/**
 * The dashboard's staff section (docs/product.md#staff-roles): every profile with its role and
 * name, which an admin edits (never their own role), and the recent role changes.
 */
export function StaffSection() {
  const { t } = useT();
  const user = useAuthSelector(selectUser);
  const [page, reloadPage, setPage] = useLoad(firstProfilesPage);
  const [audit, reloadAudit] = useLoad(listAuditEntries);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');

  const profiles = page.state === 'ready' ? page.value.profiles : [];
  const next = page.state === 'ready' ? page.value.next : undefined;

  const nameOf = (uid: string) => {
    const profile = profiles.find((p) => p.uid === uid);
    return profile?.displayName || profile?.email || uid;
  };

  const save = async (profile: StaffProfile, changes: Parameters<typeof saveProfile>[2]) => {
    if (!user) throw new Error('Not signed in');
    const saved = await saveProfile(user.uid, profile, changes);
    setPage({ profiles: profiles.map((p) => (p.uid === saved.uid ? saved : p)), next });
    if (saved.role !== profile.role) reloadAudit();
  };

  const showMore = async () => {
    setMore('loading');
    try {
      const following = await listProfiles(next);
      setPage({ profiles: [...profiles, ...following.profiles], next: following.next });
      setMore('idle');
    } catch (error) {
      console.error(error);
      setMore('failed');
    }
  };

  return (
    <section className="row g-4 mt-1" aria-labelledby="staff-title">
      <div className="col-lg-7">
        <h2 id="staff-title" className="h4">
          {t('account.staff.title')}
        </h2>
        {page.state === 'loading' && <Spinner />}
        {page.state === 'failed' && <LoadFailed onRetry={reloadPage} />}
        {page.state === 'ready' && profiles.length === 0 && (
          <p className="text-body-secondary">{t('account.staff.empty')}</p>
        )}
        {profiles.length > 0 && (
          <ul className="list-group mb-3" aria-label={t('account.staff.title')}>
            {profiles.map((profile) => (
              <StaffProfileItem
                key={profile.uid}
                profile={profile}
                isSelf={profile.uid === user?.uid}
                onSave={(changes) => save(profile, changes)}
              />
            ))}
          </ul>
        )}
        {more === 'failed' && <LoadFailed onRetry={() => void showMore()} />}
        {next && more !== 'failed' && (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={more === 'loading'}
            onClick={() => void showMore()}
          >
            {t('account.staff.more')}
          </button>
        )}
      </div>
      <div className="col-lg-5">
        <AuditLogList entries={audit} onRetry={reloadAudit} nameOf={nameOf} />
      </div>
    </section>
  );
}
