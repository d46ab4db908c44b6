import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/SiteLink';
import { PasswordField } from '../../components/FormField';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';
import { AuthCard } from './AuthCard';
import { actionCodeErrorKey } from '../../lib/authErrors';
import {
  recoverEmail,
  resetPassword,
  sendPasswordReset,
  verifyEmail,
  verifyResetCode,
} from './authService';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../../lib/passwordRules';

const MODES = ['resetPassword', 'verifyEmail', 'recoverEmail'] as const;
type Mode = (typeof MODES)[number];

type Step =
  | { name: 'working' }
  | { name: 'resetForm'; email: string }
  | { name: 'done'; email?: string }
  | { name: 'failed'; message: string };

function isMode(value: string | null): value is Mode {
  return (MODES as readonly (string | null)[]).includes(value);
}

/**
 * The email action handler (`/auth/confirm?mode=…&oobCode=…`, the link in Firebase's emails):
 * resetPassword asks for a new password, verifyEmail and recoverEmail apply the code. A
 * missing, expired or used code says so and offers the way forward.
 */
export function ConfirmActionPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';
  const valid = isMode(mode) && code.length > 0;
  const [step, setStep] = useState<Step>({ name: 'working' });
  // React runs effects twice in development; a code may be applied only once.
  const handled = useRef<string>(undefined);

  useEffect(() => {
    if (!valid || handled.current === `${mode}:${code}`) return;
    handled.current = `${mode}:${code}`;
    const fail = (error: unknown) =>
      setStep({ name: 'failed', message: actionCodeErrorKey(error) });
    if (mode === 'resetPassword') {
      verifyResetCode(code).then((email) => setStep({ name: 'resetForm', email }), fail);
    } else if (mode === 'verifyEmail') {
      verifyEmail(code).then(() => setStep({ name: 'done' }), fail);
    } else {
      recoverEmail(code).then((email) => setStep({ name: 'done', email: email ?? '' }), fail);
    }
  }, [valid, mode, code]);

  const title = t(`auth.confirm.${valid ? mode : 'invalid'}.title`);
  let body;
  if (!valid) {
    body = <Problem message={t('auth.confirm.invalid.lead')} />;
  } else if (step.name === 'working') {
    body = <Spinner />;
  } else if (step.name === 'failed') {
    body = <Problem message={t(step.message)} />;
  } else if (step.name === 'resetForm') {
    body = (
      <ResetForm
        code={code}
        email={step.email}
        onDone={() => setStep({ name: 'done' })}
        onFail={(message) => setStep({ name: 'failed', message })}
      />
    );
  } else {
    body = <Done mode={mode} email={step.email} />;
  }

  return (
    <AuthCard title={title}>
      <PageMeta title={title} description={title} />
      <meta name="robots" content="noindex" />
      {body}
    </AuthCard>
  );
}

/** A code that cannot be used: what happened, and links to ask for a new one or sign in. */
function Problem({ message }: { message: string }) {
  const { t } = useT();
  return (
    <>
      <div className="alert alert-danger" role="alert">
        {message}
      </div>
      <div className="d-grid gap-2">
        <Link className="btn btn-primary" to={paths.auth.forgetPassword}>
          {t('auth.confirm.requestNew')}
        </Link>
        <Link className="btn btn-outline-primary" to={paths.auth.login}>
          {t('auth.backToLogin')}
        </Link>
      </div>
    </>
  );
}

function Done({ mode, email }: { mode: Mode; email?: string }) {
  const { t, language } = useT();
  const [resetSent, setResetSent] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const sendReset = () => {
    if (!email) return;
    setResetSent('busy');
    sendPasswordReset(email, language).then(
      () => setResetSent('sent'),
      () => setResetSent('failed'),
    );
  };
  return (
    <>
      <div className="alert alert-success" role="status">
        {t(`auth.confirm.${mode}.done`, { email })}
      </div>
      {mode === 'recoverEmail' && email && (
        <div className="mb-3">
          <p>{t('auth.confirm.recoverEmail.resetHint')}</p>
          {resetSent === 'sent' ? (
            <p className="text-success fw-semibold" role="status">
              {t('auth.forget.sent', { email })}
            </p>
          ) : (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={sendReset}
              disabled={resetSent === 'busy'}
            >
              {t('auth.confirm.recoverEmail.sendReset')}
            </button>
          )}
          {resetSent === 'failed' && (
            <p className="text-danger mt-2" role="alert">
              {t('auth.errors.generic')}
            </p>
          )}
        </div>
      )}
      <Link className="btn btn-primary w-100" to={paths.auth.login}>
        {t('auth.confirm.toLogin')}
      </Link>
    </>
  );
}

function ResetForm({
  code,
  email,
  onDone,
  onFail,
}: {
  code: string;
  email: string;
  onDone: () => void;
  onFail: (message: string) => void;
}) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      password: passwordProblem(password),
      repeat: repeat !== password ? 'auth.password.mismatch' : undefined,
    };
    setErrors(found);
    setFailure(undefined);
    if (found.password || found.repeat) {
      const first = found.password ? 'new-password' : 'repeat-password';
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await resetPassword(code, password);
      onDone();
    } catch (error) {
      const key = actionCodeErrorKey(error);
      // A code that expired meanwhile cannot be retried here; anything else keeps the form.
      if (key === 'auth.errors.expiredCode' || key === 'auth.errors.invalidCode') onFail(key);
      else setFailure(key);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <p>{t('auth.confirm.resetPassword.lead', { email })}</p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {t(failure)}
        </div>
      )}
      {/* Lets password managers store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        label={t('auth.fields.newPassword')}
        name="new-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('auth.password.rules')}
        error={errors.password && t(errors.password)}
        required
      />
      <PasswordField
        label={t('auth.fields.repeatPassword')}
        name="repeat-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={errors.repeat && t(errors.repeat)}
        required
      />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('auth.confirm.resetPassword.submit')}
      </button>
    </form>
  );
}

export const confirmActionRoute = { Component: ConfirmActionPage };
