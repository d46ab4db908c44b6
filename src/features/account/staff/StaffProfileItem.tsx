import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/FormField';
import { DISPLAY_NAME_MAX, displayNameProblem } from '../displayName';
import { ASSIGNABLE_ROLES, type StaffProfile } from './staffService';
import { useT } from '../../../lib/useLanguage';

interface Props {
  profile: StaffProfile;
  /** The signed-in admin's own profile: no role control, so no admin demotes themselves. */
  isSelf: boolean;
  onSave: (changes: { displayName: string; role: string | null }) => Promise<void>;
}

/** A profile in the staff list, with its edit form (display name and, for others, the role). */
export function StaffProfileItem({ profile, isSelf, onSave }: Props) {
  const { t } = useT();
  const name = profile.displayName || profile.email || profile.uid;
  const [editing, setEditing] = useState(false);
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [role, setRole] = useState(profile.role);
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const open = () => {
    setDisplayName(profile.displayName);
    setRole(profile.role);
    setNameError(undefined);
    setFailed(false);
    setEditing(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = displayNameProblem(displayName);
    setNameError(problem);
    setFailed(false);
    if (problem) return;
    setBusy(true);
    try {
      await onSave({ displayName: displayName.trim(), role: isSelf ? profile.role : role });
      setEditing(false);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="list-group-item staff-item">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto text-break">
          <span className="fw-semibold">{name}</span>
          {isSelf && <span className="badge text-bg-light ms-2">{t('account.staff.you')}</span>}
          {profile.email && profile.email !== name && (
            <span className="d-block small text-body-secondary">{profile.email}</span>
          )}
        </div>
        <span
          className={`badge ${profile.role === 'Admin' ? 'text-bg-primary' : 'text-bg-secondary'}`}
        >
          {profile.role ?? t('account.roles.none')}
        </span>
        {!editing && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={t('account.staff.editLabel', { name })}
            onClick={open}
          >
            {t('account.staff.edit')}
          </button>
        )}
      </div>
      {editing && (
        <form
          className="staff-edit mt-3"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={busy}
        >
          <FormField
            label={t('account.staff.name')}
            value={displayName}
            maxLength={DISPLAY_NAME_MAX}
            error={nameError && t(nameError)}
            onChange={(event) => setDisplayName(event.target.value)}
          />
          {isSelf ? (
            <p className="small text-body-secondary">{t('account.staff.ownRole')}</p>
          ) : (
            <div className="mb-3">
              <label className="form-label fw-semibold" htmlFor={`role-${profile.uid}`}>
                {t('account.staff.role')}
              </label>
              <select
                id={`role-${profile.uid}`}
                className="form-select"
                value={role ?? ''}
                onChange={(event) => setRole(event.target.value || null)}
              >
                {role === null && <option value="">{t('account.roles.none')}</option>}
                {profile.role !== null && !ASSIGNABLE_ROLES.some((r) => r === profile.role) && (
                  <option value={profile.role}>{profile.role}</option>
                )}
                {ASSIGNABLE_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
          )}
          {failed && (
            <p className="text-danger" role="alert">
              {t('account.staff.saveFailed')}
            </p>
          )}
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
              {busy && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {t('account.staff.save')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={busy}
              onClick={() => setEditing(false)}
            >
              {t('account.staff.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
