import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, Navigate } from '../../components/SiteLink';
import { FormField, PasswordField } from '../../components/FormField';
import { PageMeta } from '../../components/PageMeta';
import { usesEmulators } from '../../lib/firebase';
import { formText } from '../../lib/formText';
import { useHydrated } from '../../lib/useHydrated';
import { paths } from '../../lib/paths';
import { EMAIL_MAX_LENGTH, isEmail, isFilled } from '../../lib/validation';
import { AuthCard } from './AuthCard';
import { authErrorKey } from '../../lib/authErrors';
import { readPreferredLanguage, signIn } from './authService';
import { selectIsAdmin, selectIsLoggedIn } from '../../lib/authSlice';
import { PASSWORD_MAX_LENGTH } from '../../lib/passwordRules';
import { safeRedirectTarget } from './safeRedirect';
import { useAuthSelector } from '../../lib/useAuth';
import { useAuthServiceStatus } from './useAuthServiceStatus';
import { showLanguage } from '../../lib/i18nInit';
import { useT } from '../../lib/useLanguage';

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(email)) errors.email = 'auth.validation.emailRequired';
  else if (!isEmail(email.trim())) errors.email = 'auth.validation.emailInvalid';
  if (!password) errors.password = 'auth.validation.passwordRequired';
  return errors;
}

/**
 * Staff sign-in. A signed-in visitor goes straight on: to the location the guard remembered
 * (only a path on this site), else the dashboard for an admin and Beranda for anyone else.
 */
export function LoginPage() {
  const { t, i18n } = useT();
  const location = useLocation();
  const isLoggedIn = useAuthSelector(selectIsLoggedIn);
  const admin = useAuthSelector(selectIsAdmin);
  const serviceStatus = useAuthServiceStatus();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  if (isLoggedIn) {
    const fallback = admin ? paths.account.dashboard : paths.home;
    const from: unknown = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={safeRedirectTarget(from, fallback)} replace />;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    // Uncontrolled fields: what a visitor typed into the prerendered form before the scripts
    // ran is still there after hydration.
    const fields = new FormData(formRef.current);
    const email = formText(fields, 'email');
    const password = formText(fields, 'password');
    const found = validate(email, password);
    setErrors(found);
    setFailure(undefined);
    if (found.email || found.password) {
      formRef.current
        ?.querySelector<HTMLElement>(`[name="${found.email ? 'email' : 'password'}"]`)
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      const account = await signIn(email.trim(), password);
      // Best effort: the admin's preferred language (settings), then the listener redirects.
      void readPreferredLanguage(account.uid)
        .then((lng) => lng && showLanguage(lng, i18n))
        .catch(() => undefined);
    } catch (error) {
      setFailure(authErrorKey(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} lead={t('auth.login.lead')}>
      <PageMeta title={t('auth.login.title')} description={t('auth.login.lead')} />
      <meta name="robots" content="noindex" />
      {serviceStatus === 'unavailable' && (
        <div className="alert alert-warning" role="status">
          {t('auth.login.unavailable')}
        </div>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {t(failure)}
        </div>
      )}
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <FormField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email && t(errors.email)}
          required
        />
        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password && t(errors.password)}
          required
        />
        <div className="d-flex justify-content-end mb-4">
          <Link to={paths.auth.forgetPassword}>{t('auth.login.forgot')}</Link>
        </div>
        {/* Disabled until hydrated: the browser's own submission (a GET with the password in
            the address) must never happen. */}
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy || !hydrated}>
          {busy ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('auth.login.busy')}
            </>
          ) : (
            t('auth.login.submit')
          )}
        </button>
      </form>
      {usesEmulators() && (
        <p className="small text-body-secondary mt-4 mb-0">{t('auth.login.localNote')}</p>
      )}
    </AuthCard>
  );
}

export const loginRoute = { Component: LoginPage };
