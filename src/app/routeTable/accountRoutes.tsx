// Sign-in and its email flows (in their own small frame), and the account area: Admin only
// (docs/product.md#roles). One URL each for both languages; only the login page is prerendered
// (a form that needs no data); the others read their query strings or the sign-in state.
import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../../features/auth/RequireRole';
import { ADMIN_ROLE } from '../../lib/authSlice';
import { paths } from '../../lib/paths';
import { pageRoute } from './pageRoute';

export const authRoutes: RouteObject[] = [
  pageRoute(
    paths.auth.login,
    () => import('../../features/auth/LoginPage').then((m) => m.loginRoute),
    { prerender: true, index: false },
  ),
  pageRoute(paths.auth.forgetPassword, () =>
    import('../../features/auth/ForgetPasswordPage').then((m) => m.forgetPasswordRoute),
  ),
  pageRoute(paths.auth.confirm, () =>
    import('../../features/auth/ConfirmActionPage').then((m) => m.confirmActionRoute),
  ),
  pageRoute(paths.auth.logout, () =>
    import('../../features/auth/LogoutPage').then((m) => m.logoutRoute),
  ),
];

export const accountRoutes: RouteObject = {
  element: <RequireRole allowed={[ADMIN_ROLE]} />,
  children: [
    pageRoute(paths.account.dashboard, () =>
      import('../../features/account/DashboardPage').then((m) => m.dashboardRoute),
    ),
    pageRoute(paths.account.applications, () =>
      import('../../features/account/ApplicationsPage').then((m) => m.applicationsRoute),
    ),
    pageRoute(paths.account.settings, () =>
      import('../../features/account/AccountSettingsPage').then((m) => m.accountSettingsRoute),
    ),
  ],
};
