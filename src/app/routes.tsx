// The one route table of the site (docs/architecture.md#the-route-table,
// docs/product.md#routes-and-navigation). Every path comes from lib/paths.ts; the lists there
// generate their routes (routeTable/). Every page is its own chunk, loaded with react-router's
// `lazy`, always the same way: import the page's module and take the route object it exports
// (its Component, its loader where it has one, its handle: what the WhatsApp button asks about).
// What the table itself says of a page (its layout, its languages, whether and with what the
// build prerenders it) is the route's static `handle` (routeTable/pageRoute.ts).
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { DEFAULT_LANGUAGE, i18n, SUPPORTED_LANGUAGES, type Language } from '../lib/i18n';
import { showLanguage } from '../lib/i18nInit';
import { ENGLISH_PREFIX, localizePath } from '../lib/languagePaths';
import type { PageLanguagesHandle } from '../lib/pageLanguages';
import { paths } from '../lib/paths';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout, PageThenClosingBand, type LayoutHandle } from './layout/MainLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { accountRoutes, authRoutes } from './routeTable/accountRoutes';
import type { DiscoveryHandle } from './routeDiscovery';
import { pageRoute } from './routeTable/pageRoute';
import { noClosingHandle, sitePages } from './routeTable/sitePages';
import { landingRoutes, templateRoutes } from './routeTable/templateRoutes';

/**
 * The not-found page is no page in any language: its language switch leads to Beranda, and
 * a visitor who speaks the other language is not moved to another path that is not found.
 */
const notFoundHandle: LayoutHandle & PageLanguagesHandle = {
  ...noClosingHandle,
  languages: () => [],
};

/**
 * The route above a language's pages: before one of them renders, i18next shows that language
 * (its translations loaded first). Not in the prerenderer, whose instance is fixed to one.
 */
const shownIn =
  (language: Language): LoaderFunction =>
  async () => {
    if (typeof document !== 'undefined' && i18n.isInitialized) await showLanguage(language);
    return null;
  };

const pageRoutes: RouteObject[] = [
  ...SUPPORTED_LANGUAGES.map((language) => ({
    loader: shownIn(language),
    // The English pages, all under /en/, are learnt on the way there from an Indonesian page
    // (app/routeDiscovery.ts): the router starts with one language's pages.
    handle: {
      language,
      ...(language !== DEFAULT_LANGUAGE && { discoverOnNavigation: true }),
    } satisfies LayoutHandle & DiscoveryHandle,
    children: sitePages(language),
  })),
  accountRoutes,
  ...templateRoutes,
  // Unknown paths: the not-found page, in English under /en.
  ...SUPPORTED_LANGUAGES.map((language) => ({
    loader: shownIn(language),
    handle: { language } satisfies LayoutHandle,
    children: [
      pageRoute(
        language === 'en' ? `${ENGLISH_PREFIX}/*` : paths.notFound,
        () => import('./pages/NotFoundPage').then((m) => m.notFoundRoute),
        notFoundHandle,
      ),
    ],
  })),
];

export const routes: RouteObject[] = [
  // react-router reports a URL that no route matches (its `*` cannot match a line break, as in
  // /kontak%0A) on this route: it shows the not-found page in the site's frame.
  {
    path: paths.root,
    loader: () => redirect(paths.home),
    errorElement: (
      <MainLayout>
        <RouteErrorPage />
      </MainLayout>
    ),
  },
  { path: ENGLISH_PREFIX, loader: () => redirect(localizePath(paths.home, 'en')) },
  landingRoutes,
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
    children: [
      { element: <PageThenClosingBand />, errorElement: <RouteErrorPage />, children: pageRoutes },
    ],
  },
];
