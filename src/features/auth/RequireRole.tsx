// The guard of the account area (docs/product.md#sign-in-states-and-the-guard, docs/product.md#roles), used as a layout route:
// `{ element: <RequireRole allowed={['Admin']} />, children: [...] }`.
import { Outlet, useLocation } from 'react-router-dom';
import { Navigate } from '../../components/SiteLink';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useAuthState } from '../../lib/useAuth';

export function RequireRole({ allowed }: { allowed: string[] }) {
  const { loading, user, role } = useAuthState();
  const location = useLocation();

  if (loading) return <Spinner />;
  if (!user) return <Navigate to={paths.auth.login} state={{ from: location }} replace />;
  // A profile document without a `role` field (role null) passes the check (docs/product.md#roles).
  if (role !== null && !allowed.includes(role)) return <Navigate to={paths.root} replace />;
  return <Outlet />;
}
