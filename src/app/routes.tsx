// The one route table of the site (docs/product.md#routes-and-navigation). Every page is its own lazy chunk.
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { ADMIN_ROLE } from '../features/auth/authSlice';
import { RequireRole } from '../features/auth/RequireRole';
import { docsPageLoaders } from '../features/template/docs/docsPageLoaders';
import { templatePageLoaders } from '../features/template/pages/templatePageLoaders';
import { BLOG_CATEGORIES, DOCS_PAGES, LANDING_DEMOS, paths, TEMPLATE_PAGES } from '../lib/paths';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout, type LayoutHandle } from './layout/MainLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** A page loaded with its route: `lazy: page(() => import('./X'), (m) => m.XPage)`. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const strip = (path: string) => path.replace(/^\//, '');

const homeHandle: LayoutHandle = { navbar: 'topbar' };

const pageRoutes: RouteObject[] = [
  // Beranda stands alone with the top-bar navbar variant (docs/product.md#routes-and-navigation).
  {
    path: strip(paths.home),
    handle: homeHandle,
    lazy: page(
      () => import('../features/home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    path: strip(paths.company.about),
    lazy: page(
      () => import('../features/company/AboutPage'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: strip(paths.company.help),
    lazy: page(
      () => import('../features/company/HelpPage'),
      (m) => m.HelpPage,
    ),
  },
  {
    path: strip(paths.company.securityPrivacy),
    lazy: page(
      () => import('../features/company/SecurityPrivacyPage'),
      (m) => m.SecurityPrivacyPage,
    ),
  },
  {
    path: strip(paths.company.certifications),
    lazy: page(
      () => import('../features/company/CertificationsPage'),
      (m) => m.CertificationsPage,
    ),
  },
  {
    path: strip(paths.contact),
    lazy: page(
      () => import('../features/contact/ContactPage'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: strip(paths.company.team),
    lazy: page(
      () => import('../features/team/TeamPage'),
      (m) => m.TeamPage,
    ),
  },
  {
    path: strip(paths.company.careers),
    lazy: page(
      () => import('../features/careers/CareersPage'),
      (m) => m.CareersPage,
    ),
  },
  // Detail pages bring a loader: an unknown slug or id throws a 404 (the not-found page).
  {
    path: 'karir/:slug',
    lazy: () => import('../features/careers/CareerPage').then((m) => m.careerRoute),
  },
  {
    path: strip(paths.blog),
    lazy: () => import('../features/blog/BlogListPage').then((m) => m.blogListRoute()),
  },
  ...BLOG_CATEGORIES.map((category) => ({
    path: strip(paths.blogCategory(category)),
    lazy: () => import('../features/blog/BlogListPage').then((m) => m.blogListRoute(category)),
  })),
  {
    path: 'blog/:id',
    lazy: () => import('../features/blog/BlogPostPage').then((m) => m.blogPostRoute),
  },
  {
    path: 'produk/:slug',
    lazy: () => import('../features/products/ProductPage').then((m) => m.productRoute),
  },
  {
    path: 'detailteam/:slug',
    lazy: () => import('../features/team/TeamMemberPage').then((m) => m.teamMemberRoute),
  },
  // The account area: Admin only (docs/product.md#roles).
  {
    element: <RequireRole allowed={[ADMIN_ROLE]} />,
    children: [
      {
        path: strip(paths.account.dashboard),
        lazy: page(
          () => import('../features/account/DashboardPage'),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: strip(paths.account.settings),
        lazy: page(
          () => import('../features/auth/AccountSettingsPage'),
          (m) => m.AccountSettingsPage,
        ),
      },
    ],
  },
  // Template material (docs/product.md#template-material): the docs in their sidebar layout, the template pages under
  // the demo admin bar. Every page is its own chunk.
  {
    lazy: page(
      () => import('../features/template/docs/DocsLayout'),
      (m) => m.DocsLayout,
    ),
    children: DOCS_PAGES.map((doc) => ({
      path: strip(paths.docs(doc)),
      lazy: async () => ({ Component: await docsPageLoaders[doc]() }),
    })),
  },
  {
    lazy: page(
      () => import('../features/template/pages/TemplatePagesLayout'),
      (m) => m.TemplatePagesLayout,
    ),
    children: TEMPLATE_PAGES.map((template) => ({
      path: strip(paths.templatePage(template)),
      lazy: async () => ({ Component: await templatePageLoaders[template]() }),
    })),
  },
  {
    path: '*',
    lazy: page(
      () => import('./pages/NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** docs/product.md#routes-and-navigation: sign-in and its email flows, in their own small frame. */
const authRoutes: RouteObject[] = [
  {
    path: strip(paths.auth.login),
    lazy: page(
      () => import('../features/auth/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: strip(paths.auth.forgetPassword),
    lazy: page(
      () => import('../features/auth/ForgetPasswordPage'),
      (m) => m.ForgetPasswordPage,
    ),
  },
  {
    path: strip(paths.auth.confirm),
    lazy: page(
      () => import('../features/auth/ConfirmActionPage'),
      (m) => m.ConfirmActionPage,
    ),
  },
  {
    path: strip(paths.auth.logout),
    lazy: page(
      () => import('../features/auth/LogoutPage'),
      (m) => m.LogoutPage,
    ),
  },
];

export const routes: RouteObject[] = [
  { path: paths.root, loader: () => redirect(paths.home) },
  // The landing demos have a layout of their own: a demo navbar and the English landing footer.
  {
    lazy: page(
      () => import('../features/template/landing/LandingLayout'),
      (m) => m.LandingLayout,
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: LANDING_DEMOS.map((demo) => ({
      path: strip(paths.landing(demo)),
      lazy: async () =>
        (await import('../features/template/landing/LandingPage')).landingRoute(demo),
    })),
  },
  {
    element: <AuthLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [{ errorElement: <RouteErrorPage />, children: authRoutes }],
  },
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    // The inner boundary keeps the navbar and footer working when a page fails.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];
