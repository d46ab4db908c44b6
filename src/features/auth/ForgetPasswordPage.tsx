import { useState, type FormEvent } from 'react';
import { Link } from '../../components/SiteLink';
import { FormField } from '../../components/FormField';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';
import { EMAIL_MAX_LENGTH, isEmail, isFilled } from '../../lib/validation';
import { AuthCard } from './AuthCard';
import { authErrorKey } from '../../lib/authErrors';
import { sendPasswordReset } from './authService';

/**
 * Asks for the reset email, in the page's language. Success reads the same whether or not
 * the address has an account, so the page cannot be used to find out which addresses exist.
 */
export function ForgetPasswordPage() {
  const { t, language } = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const problem = !isFilled(email)
      ? 'auth.validation.emailRequired'
      : !isEmail(address)
        ? 'auth.validation.emailInvalid'
        : undefined;
    setError(problem);
    setFailure(undefined);
    if (problem) {
      event.currentTarget.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendPasswordReset(address, language);
      setSentTo(address);
    } catch (caught) {
      setFailure(authErrorKey(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.forget.title')} lead={sentTo ? undefined : t('auth.forget.lead')}>
      <PageMeta title={t('auth.forget.title')} description={t('auth.forget.lead')} />
      <meta name="robots" content="noindex" />
      {sentTo ? (
        <div className="alert alert-success" role="status">
          {t('auth.forget.sent', { email: sentTo })}
        </div>
      ) : (
        <>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {t(failure)}
            </div>
          )}
          <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
            <FormField
              label={t('auth.fields.email')}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error && t(error)}
              required
            />
            <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
              {busy && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {busy ? t('auth.forget.busy') : t('auth.forget.submit')}
            </button>
          </form>
        </>
      )}
      <p className="mt-4 mb-0 text-center">
        <Link to={paths.auth.login}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}

export const forgetPasswordRoute = { Component: ForgetPasswordPage };
