// The guard of the account area (SPEC §4, §6), used as a layout route:
// `{ element: <RequireRole allowed={['Admin']} />, children: [...] }`.
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import type { AuthState } from './authSlice';

/** The part of the root state this feature reads (src/app composes the full one). */
interface RootStateWithAuth {
  auth: AuthState;
}

const selectAuthState = (state: RootStateWithAuth) => state.auth;

export function RequireRole({ allowed }: { allowed: string[] }) {
  const { loading, user, role } = useSelector(selectAuthState);
  const location = useLocation();

  if (loading) return <Spinner />;
  if (!user) return <Navigate to={paths.auth.login} state={{ from: location }} replace />;
  // A profile document without a `role` field (role null) passes the check (SPEC §6).
  if (role !== null && !allowed.includes(role)) return <Navigate to={paths.root} replace />;
  return <Outlet />;
}
