import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField, PasswordField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';
import { authErrorKey, reauthErrorKey } from '../../lib/authErrors';
import { changePassword, savePreferredLanguage, updateDisplayName } from './accountService';
import { DISPLAY_NAME_MAX, displayNameProblem } from './displayName';
import { accountUpdated, selectUser } from '../../lib/authSlice';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../../lib/passwordRules';
import { useAuthDispatch, useAuthSelector } from '../../lib/useAuth';
import { showLanguage } from '../../lib/i18nInit';

type Outcome = { ok: true; message: string } | { ok: false; message: string } | undefined;

/** One settings card: a form with its own outcome line and busy state. */
function SettingsForm({
  title,
  outcome,
  busy,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string;
  outcome: Outcome;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const id = `settings-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="card mb-4" aria-labelledby={id}>
      <form className="card-body" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <h2 id={id} className="h5 mb-3">
          {title}
        </h2>
        {children}
        {outcome && (
          <p
            className={outcome.ok ? 'text-success fw-semibold' : 'text-danger'}
            role={outcome.ok ? 'status' : 'alert'}
          >
            {outcome.message}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {submitLabel}
        </button>
      </form>
    </section>
  );
}

/** The admin's own settings: display name, password (re-authenticating first), language. */
export function AccountSettingsPage() {
  const { t, i18n, language: current } = useT();
  const dispatch = useAuthDispatch();
  const user = useAuthSelector(selectUser);

  const [name, setName] = useState(user?.displayName ?? '');
  const [nameError, setNameError] = useState<string>();
  const [nameOutcome, setNameOutcome] = useState<Outcome>();
  const [nameBusy, setNameBusy] = useState(false);

  const [passwords, setPasswords] = useState({ current: '', next: '', repeat: '' });
  const [passwordErrors, setPasswordErrors] = useState<Partial<typeof passwords>>({});
  const [passwordOutcome, setPasswordOutcome] = useState<Outcome>();
  const [passwordBusy, setPasswordBusy] = useState(false);

  const [language, setLanguage] = useState<Language>(current);
  const [languageOutcome, setLanguageOutcome] = useState<Outcome>();
  const [languageBusy, setLanguageBusy] = useState(false);

  const saveName = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = name.trim();
    const problem = displayNameProblem(name);
    setNameError(problem);
    setNameOutcome(undefined);
    if (problem) return;
    setNameBusy(true);
    try {
      dispatch(accountUpdated(await updateDisplayName(value)));
      setNameOutcome({ ok: true, message: t('account.settings.saved') });
    } catch (error) {
      setNameOutcome({ ok: false, message: t(authErrorKey(error)) });
    } finally {
      setNameBusy(false);
    }
  };

  const savePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      current: passwords.current ? undefined : 'auth.validation.passwordRequired',
      next: passwordProblem(passwords.next),
      repeat: passwords.repeat !== passwords.next ? 'auth.password.mismatch' : undefined,
    };
    setPasswordErrors(found);
    setPasswordOutcome(undefined);
    if (found.current || found.next || found.repeat) return;
    setPasswordBusy(true);
    try {
      await changePassword(passwords.current, passwords.next);
      setPasswords({ current: '', next: '', repeat: '' });
      setPasswordOutcome({ ok: true, message: t('account.settings.passwordChanged') });
    } catch (error) {
      setPasswordOutcome({ ok: false, message: t(reauthErrorKey(error)) });
    } finally {
      setPasswordBusy(false);
    }
  };

  const saveLanguage = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLanguageOutcome(undefined);
    setLanguageBusy(true);
    try {
      await savePreferredLanguage(language);
      await showLanguage(language, i18n);
      setLanguageOutcome({ ok: true, message: t('account.settings.saved', { lng: language }) });
    } catch (error) {
      setLanguageOutcome({ ok: false, message: t(authErrorKey(error)) });
    } finally {
      setLanguageBusy(false);
    }
  };

  const passwordField = (field: keyof typeof passwords) => ({
    value: passwords[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setPasswords((p) => ({ ...p, [field]: event.target.value })),
    error: passwordErrors[field] && t(passwordErrors[field]),
    maxLength: PASSWORD_MAX_LENGTH,
  });

  return (
    <>
      <PageMeta title={t('account.settings.title')} description={t('account.settings.lead')} />
      <meta name="robots" content="noindex" />
      <PageHeader
        title={t('account.settings.title')}
        lead={t('account.settings.lead')}
        crumbs={[{ label: t('account.dashboard.title'), to: paths.account.dashboard }]}
      />
      <div className="section pt-5">
        <div className="container">
          <div className="row">
            <div className="col-lg-7">
              <p className="text-body-secondary">
                {t('account.settings.signedInAs', { email: user?.email ?? '' })}
              </p>
              <SettingsForm
                title={t('account.settings.nameTitle')}
                outcome={nameOutcome}
                busy={nameBusy}
                submitLabel={t('account.settings.save')}
                onSubmit={(event) => void saveName(event)}
              >
                <FormField
                  label={t('account.settings.displayName')}
                  name="displayName"
                  autoComplete="name"
                  maxLength={DISPLAY_NAME_MAX}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  error={nameError && t(nameError)}
                  required
                />
              </SettingsForm>

              <SettingsForm
                title={t('account.settings.passwordTitle')}
                outcome={passwordOutcome}
                busy={passwordBusy}
                submitLabel={t('account.settings.changePassword')}
                onSubmit={(event) => void savePassword(event)}
              >
                <input
                  type="hidden"
                  name="username"
                  autoComplete="username"
                  value={user?.email ?? ''}
                />
                <PasswordField
                  label={t('auth.fields.currentPassword')}
                  name="current-password"
                  autoComplete="current-password"
                  {...passwordField('current')}
                />
                <PasswordField
                  label={t('auth.fields.newPassword')}
                  name="new-password"
                  autoComplete="new-password"
                  hint={t('auth.password.rules')}
                  {...passwordField('next')}
                />
                <PasswordField
                  label={t('auth.fields.repeatPassword')}
                  name="repeat-password"
                  autoComplete="new-password"
                  {...passwordField('repeat')}
                />
              </SettingsForm>

              <SettingsForm
                title={t('account.settings.languageTitle')}
                outcome={languageOutcome}
                busy={languageBusy}
                submitLabel={t('account.settings.save')}
                onSubmit={(event) => void saveLanguage(event)}
              >
                <fieldset className="mb-3">
                  <legend className="form-label fw-semibold fs-6">
                    {t('account.settings.languageLabel')}
                  </legend>
                  {SUPPORTED_LANGUAGES.map((lng) => (
                    <div key={lng} className="form-check">
                      <input
                        className="form-check-input"
                        type="radio"
                        name="language"
                        id={`language-${lng}`}
                        value={lng}
                        checked={language === lng}
                        onChange={() => setLanguage(lng)}
                      />
                      <label className="form-check-label" htmlFor={`language-${lng}`} lang={lng}>
                        {t(`language.${lng}`, { lng })}
                      </label>
                    </div>
                  ))}
                </fieldset>
              </SettingsForm>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

export const accountSettingsRoute = { Component: AccountSettingsPage };
