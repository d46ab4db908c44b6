// The guard of the account area (docs/product.md#sign-in-states-and-the-guard, docs/product.md#roles), used as a layout route:
// `{ element: <RequireRole allowed={['Admin']} />, children: [...] }`.
import { Outlet, useLocation } from 'react-router-dom';
import { Navigate } from '../../components/SiteLink';
import { Spinner } from '../../components/Spinner';
import {
  selectAuthLoading,
  selectHasVerifiedPasswordSignIn,
  selectIsLoggedIn,
  selectRole,
} from '../../lib/authSlice';
import { paths } from '../../lib/paths';
import { useStaffStrings } from '../../lib/staffStrings';
import { useAuthSelector } from '../../lib/useAuth';
import { useAuthListener } from './authListener';

export function RequireRole({ allowed }: { allowed: string[] }) {
  useStaffStrings();
  useAuthListener();
  const loading = useAuthSelector(selectAuthLoading);
  const signedIn = useAuthSelector(selectIsLoggedIn);
  const role = useAuthSelector(selectRole);
  const verifiedPasswordSignIn = useAuthSelector(selectHasVerifiedPasswordSignIn);
  const location = useLocation();

  if (loading) return <Spinner />;
  if (!signedIn) return <Navigate to={paths.auth.login} state={{ from: location }} replace />;
  // The account area needs a verified email on a password sign-in, like firestore.rules'
  // isAdmin(); then a profile without a `role` field (role null) passes (docs/product.md#roles).
  const roleAllowed = role === null || allowed.includes(role);
  if (!verifiedPasswordSignIn || !roleAllowed) return <Navigate to={paths.root} replace />;
  return <Outlet />;
}
