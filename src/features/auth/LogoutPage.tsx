import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { logout } from './authThunks';
import { useAuthDispatch } from '../../lib/useAuth';
import { AuthCard } from './AuthCard';
import { useT } from '../../lib/useLanguage';

/**
 * Runs the logout thunk and shows `Memuat...` (docs/product.md#routes-and-navigation); success lands on /auth/login. If the
 * sign-out fails, the thunk has logged `Logout gagal:` and the page offers to try again.
 */
export function LogoutPage() {
  const { t } = useT();
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const started = useRef(-1); // React runs effects twice in development: sign out once per try

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    setFailed(false);
    void dispatch(logout((to) => void navigate(to, { replace: true }))).then((ok) => {
      if (!ok) setFailed(true);
    });
  }, [attempt, dispatch, navigate]);

  return (
    <AuthCard title={t('auth.logout.title')}>
      <PageMeta title={t('auth.logout.title')} description={t('auth.logout.title')} />
      <meta name="robots" content="noindex" />
      {failed ? (
        <>
          <div className="alert alert-danger" role="alert">
            {t('auth.logout.failed')}
          </div>
          <button
            type="button"
            className="btn btn-primary w-100"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('auth.logout.retry')}
          </button>
        </>
      ) : (
        <Spinner />
      )}
    </AuthCard>
  );
}

export const logoutRoute = { Component: LogoutPage };
