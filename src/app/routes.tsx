// The one route table of the site (SPEC §2 "Route table"). Every page is its own lazy chunk.
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { ADMIN_ROLE } from '../features/auth/authSlice';
import { RequireRole } from '../features/auth/RequireRole';
import { BLOG_CATEGORIES, DOCS_PAGES, LANDING_DEMOS, paths, TEMPLATE_PAGES } from '../lib/paths';
import { MainLayout, type LayoutHandle } from './layout/MainLayout';
import type { ComingSoonArea } from './pages/ComingSoonPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** A page loaded with its route: `lazy: page(() => import('./X'), (m) => m.XPage)`. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A route whose issue has not landed yet (see ComingSoonPage). */
function comingSoon(area: ComingSoonArea) {
  return async () => {
    const { ComingSoonPage } = await import('./pages/ComingSoonPage');
    return { element: <ComingSoonPage area={area} /> };
  };
}

const strip = (path: string) => path.replace(/^\//, '');

const homeHandle: LayoutHandle = { navbar: 'topbar' };

const pageRoutes: RouteObject[] = [
  // Beranda stands alone with the top-bar navbar variant (SPEC §2 "Standalone: /home").
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
  { path: strip(paths.company.team), lazy: comingSoon('team') },
  { path: strip(paths.company.careers), lazy: comingSoon('careers') },
  { path: 'karir/:slug', lazy: comingSoon('career') },
  { path: strip(paths.blog), lazy: comingSoon('blog') },
  ...BLOG_CATEGORIES.map((category) => ({
    path: strip(paths.blogCategory(category)),
    lazy: comingSoon('blog'),
  })),
  { path: 'blog/:id', lazy: comingSoon('blogPost') },
  { path: 'produk/:slug', lazy: comingSoon('product') },
  { path: 'detailteam/:slug', lazy: comingSoon('teamMember') },
  ...Object.values(paths.auth).map((path) => ({ path: strip(path), lazy: comingSoon('auth') })),
  // The account area: Admin only (SPEC §6).
  {
    element: <RequireRole allowed={[ADMIN_ROLE]} />,
    children: Object.values(paths.account).map((path) => ({
      path: strip(path),
      lazy: comingSoon('account'),
    })),
  },
  ...DOCS_PAGES.map((doc) => ({ path: strip(paths.docs(doc)), lazy: comingSoon('docs') })),
  ...LANDING_DEMOS.map((demo) => ({
    path: strip(paths.landing(demo)),
    lazy: comingSoon('landing'),
  })),
  ...TEMPLATE_PAGES.map((template) => ({
    path: strip(paths.templatePage(template)),
    lazy: comingSoon('template'),
  })),
  {
    path: '*',
    lazy: page(
      () => import('./pages/NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
  },
];

export const routes: RouteObject[] = [
  { path: paths.root, loader: () => redirect(paths.home) },
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    // The inner boundary keeps the navbar and footer working when a page fails.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];
