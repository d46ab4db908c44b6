// The one route table of the site (docs/product.md#routes-and-navigation). Every path comes from
// lib/paths.ts. Every page is its own chunk, loaded with react-router's `lazy`, always the same
// way: import the page's module and return the route object it exports (its Component, its
// loader where it has one, and its handle: what the WhatsApp button asks about); a route object
// built per path is a function of that path's value, and a page whose copy is split by language
// is given its language's copy, fetched beside it.
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { ADMIN_ROLE } from '../lib/authSlice';
import { RequireRole } from '../features/auth/RequireRole';
import { i18n, SUPPORTED_LANGUAGES, type Language } from '../lib/i18n';
import { showLanguage } from '../lib/i18nInit';
import { ENGLISH_PREFIX, localizePath } from '../lib/languagePaths';
import type { PageLanguagesHandle } from '../lib/pageLanguages';
import { BLOG_CATEGORIES, LANDING_DEMOS, paths } from '../lib/paths';
import type { BlogPostData } from '../features/blog/blogPostLoader';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout, PageThenClosingBand, type LayoutHandle } from './layout/MainLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** The two pages with the most copy keep each language's in a file of its own, fetched alone. */
const pageCopy = {
  home: {
    id: () => import('../content/home.id').then((m) => m.homeContentId),
    en: () => import('../content/home.en').then((m) => m.homeContentEn),
  },
  about: {
    id: () => import('../content/company/about.id').then((m) => m.aboutContentId),
    en: () => import('../content/company/about.en').then((m) => m.aboutContentEn),
  },
};

const homeHandle: LayoutHandle = { navbar: 'topbar' };
const careersHandle: LayoutHandle = { closing: 'jobSeekers' };
/** Pages a call to contact us would only lead back to: /kontak and the not-found page. */
const noClosingHandle: LayoutHandle = { closing: 'none' };

/** A post is in Indonesian, and in English when it has been translated; else the blog is. */
const postHandle: PageLanguagesHandle = {
  languages: (data) => {
    const versions = (data as BlogPostData | undefined)?.post.versions;
    return SUPPORTED_LANGUAGES.filter((language) => versions?.[language]);
  },
  parent: paths.blog,
};

/**
 * The not-found page is no page in any language: its language switch leads to Beranda, and
 * a visitor who speaks the other language is not moved to another path that is not found.
 */
const notFoundHandle: LayoutHandle & PageLanguagesHandle = {
  ...noClosingHandle,
  languages: () => [],
};

/**
 * The page's route object with the table's handle added to its own: react-router ignores the
 * `handle` a `lazy` returns where the route has a static one, so the two meet here.
 */
const withHandle =
  (tableHandle: LayoutHandle | PageLanguagesHandle) =>
  <Route extends { handle?: object }>(route: Route) => ({
    ...route,
    handle: { ...tableHandle, ...route.handle },
  });

/**
 * The public pages, in `language`: at their Indonesian paths, or at their English twins under
 * /en (docs/language.md).
 */
const publicPages = (language: Language): RouteObject[] => [
  // Beranda stands alone with the top-bar navbar variant (docs/product.md#routes-and-navigation).
  {
    path: localizePath(paths.home, language),
    lazy: () =>
      Promise.all([import('../features/home/HomePage'), pageCopy.home[language]()])
        .then(([m, copy]) => m.homeRoute(copy))
        .then(withHandle(homeHandle)),
  },
  {
    path: localizePath(paths.company.about, language),
    lazy: () =>
      Promise.all([import('../features/company/AboutPage'), pageCopy.about[language]()]).then(
        ([m, content]) => m.aboutRoute(content),
      ),
  },
  {
    path: localizePath(paths.company.help, language),
    lazy: () => import('../features/company/HelpPage').then((m) => m.helpRoute),
  },
  {
    path: localizePath(paths.company.securityPrivacy, language),
    lazy: () =>
      import('../features/company/SecurityPrivacyPage').then((m) => m.securityPrivacyRoute),
  },
  {
    path: localizePath(paths.company.certifications, language),
    lazy: () => import('../features/company/CertificationsPage').then((m) => m.certificationsRoute),
  },
  {
    path: localizePath(paths.contact, language),
    lazy: () =>
      import('../features/contact/ContactPage')
        .then((m) => m.contactRoute)
        .then(withHandle(noClosingHandle)),
  },
  {
    path: localizePath(paths.company.team, language),
    lazy: () => import('../features/team/TeamPage').then((m) => m.teamRoute),
  },
  {
    path: localizePath(paths.company.careers, language),
    lazy: () =>
      import('../features/careers/CareersPage')
        .then((m) => m.careersRoute)
        .then(withHandle(careersHandle)),
  },
  // Detail pages bring a loader: an unknown slug or id throws a 404 (the not-found page).
  {
    path: localizePath(paths.careerPattern, language),
    lazy: () =>
      import('../features/careers/CareerPage')
        .then((m) => m.careerRoute)
        .then(withHandle(careersHandle)),
  },
  {
    path: localizePath(paths.blog, language),
    lazy: () => import('../features/blog/BlogListPage').then((m) => m.blogListRoute()),
  },
  ...BLOG_CATEGORIES.map((category) => ({
    path: localizePath(paths.blogCategory(category), language),
    lazy: () => import('../features/blog/BlogListPage').then((m) => m.blogListRoute(category)),
  })),
  // A tag page's languages (its route handle) come with its chunk: tags differ per language.
  {
    path: localizePath(paths.blogTagPattern, language),
    lazy: () => import('../features/blog/BlogTagPage').then((m) => m.blogTagRoute),
  },
  {
    path: localizePath(paths.blogPostPattern, language),
    lazy: () =>
      import('../features/blog/BlogPostPage')
        .then((m) => m.blogPostRoute)
        .then(withHandle(postHandle)),
  },
  {
    path: localizePath(paths.products, language),
    lazy: () => import('../features/products/ProductsPage').then((m) => m.productsRoute),
  },
  {
    path: localizePath(paths.productPattern, language),
    lazy: () => import('../features/products/ProductPage').then((m) => m.productRoute),
  },
  {
    path: localizePath(paths.caseStudies, language),
    lazy: () => import('../features/caseStudies/CaseStudiesPage').then((m) => m.caseStudiesRoute),
  },
  {
    path: localizePath(paths.caseStudyPattern, language),
    lazy: () => import('../features/caseStudies/CaseStudyPage').then((m) => m.caseStudyRoute),
  },
  {
    path: localizePath(paths.teamMemberPattern, language),
    lazy: () => import('../features/team/TeamMemberPage').then((m) => m.teamMemberRoute),
  },
];

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
    children: publicPages(language),
  })),
  // The account area: Admin only (docs/product.md#roles).
  {
    element: <RequireRole allowed={[ADMIN_ROLE]} />,
    children: [
      {
        path: paths.account.dashboard,
        lazy: () => import('../features/account/DashboardPage').then((m) => m.dashboardRoute),
      },
      {
        path: paths.account.applications,
        lazy: () => import('../features/account/ApplicationsPage').then((m) => m.applicationsRoute),
      },
      {
        path: paths.account.settings,
        lazy: () =>
          import('../features/account/AccountSettingsPage').then((m) => m.accountSettingsRoute),
      },
    ],
  },
  // Template material (docs/product.md#template-material): the docs in their sidebar layout.
  {
    lazy: () => import('../features/template/docs/DocsLayout').then((m) => m.docsLayoutRoute),
    children: [
      {
        path: paths.docs('introduction'),
        lazy: () =>
          import('../features/template/docs/pages/IntroductionDoc').then(
            (m) => m.introductionDocRoute,
          ),
      },
      {
        path: paths.docs('quick-start'),
        lazy: () =>
          import('../features/template/docs/pages/QuickStartDoc').then((m) => m.quickStartDocRoute),
      },
      {
        path: paths.docs('customization'),
        lazy: () =>
          import('../features/template/docs/pages/CustomizationDoc').then(
            (m) => m.customizationDocRoute,
          ),
      },
      {
        path: paths.docs('routing'),
        lazy: () =>
          import('../features/template/docs/pages/RoutingDoc').then((m) => m.routingDocRoute),
      },
      {
        path: paths.docs('code-spliting'),
        lazy: () =>
          import('../features/template/docs/pages/CodeSplittingDoc').then(
            (m) => m.codeSplittingDocRoute,
          ),
      },
      {
        path: paths.docs('change-log'),
        lazy: () =>
          import('../features/template/docs/pages/ChangeLogDoc').then((m) => m.changeLogDocRoute),
      },
      {
        path: paths.docs('colors'),
        lazy: () =>
          import('../features/template/docs/pages/ColorsDoc').then((m) => m.colorsDocRoute),
      },
      {
        path: paths.docs('typography'),
        lazy: () =>
          import('../features/template/docs/pages/TypographyDoc').then((m) => m.typographyDocRoute),
      },
      {
        path: paths.docs('bootstrap'),
        lazy: () =>
          import('../features/template/docs/pages/BootstrapDoc').then((m) => m.bootstrapDocRoute),
      },
      {
        path: paths.docs('custom'),
        lazy: () =>
          import('../features/template/docs/pages/CustomDoc').then((m) => m.customDocRoute),
      },
      {
        path: paths.docs('plugins'),
        lazy: () =>
          import('../features/template/docs/pages/PluginsDoc').then((m) => m.pluginsDocRoute),
      },
      {
        path: paths.docs('navbars'),
        lazy: () =>
          import('../features/template/docs/pages/NavbarsDoc').then((m) => m.navbarsDocRoute),
      },
      {
        path: paths.docs('heros'),
        lazy: () => import('../features/template/docs/pages/HerosDoc').then((m) => m.herosDocRoute),
      },
    ],
  },
  // The template pages, under the demo admin bar.
  {
    lazy: () =>
      import('../features/template/pages/TemplatePagesLayout').then(
        (m) => m.templatePagesLayoutRoute,
      ),
    children: [
      {
        path: paths.templatePage('blog'),
        lazy: () =>
          import('../features/template/pages/BlogTemplatePages').then(
            (m) => m.blogIndexTemplateRoute,
          ),
      },
      {
        path: paths.templatePage('blog/post'),
        lazy: () =>
          import('../features/template/pages/BlogTemplatePages').then(
            (m) => m.blogPostTemplateRoute,
          ),
      },
      {
        path: paths.templatePage('company'),
        lazy: () =>
          import('../features/template/pages/SimplePages').then((m) => m.companyTemplateRoute),
      },
      {
        path: paths.templatePage('contact'),
        lazy: () =>
          import('../features/template/pages/ContactTemplatePage').then(
            (m) => m.contactTemplateRoute,
          ),
      },
      {
        path: paths.templatePage('career'),
        lazy: () =>
          import('../features/template/pages/SimplePages').then((m) => m.careerTemplateRoute),
      },
      {
        path: paths.templatePage('pricing'),
        lazy: () =>
          import('../features/template/pages/SimplePages').then((m) => m.pricingTemplateRoute),
      },
      {
        path: paths.templatePage('portfolio/grid'),
        lazy: () =>
          import('../features/template/pages/SimplePages').then(
            (m) => m.portfolioGridTemplateRoute,
          ),
      },
      {
        path: paths.templatePage('portfolio/masonry'),
        lazy: () =>
          import('../features/template/pages/SimplePages').then(
            (m) => m.portfolioMasonryTemplateRoute,
          ),
      },
      {
        path: paths.templatePage('portfolio/item'),
        lazy: () =>
          import('../features/template/pages/PortfolioItemTemplatePage').then(
            (m) => m.portfolioItemTemplateRoute,
          ),
      },
      {
        path: paths.templatePage('help'),
        lazy: () =>
          import('../features/template/pages/SimplePages').then((m) => m.helpTemplateRoute),
      },
    ],
  },
  // Unknown paths: the not-found page, in English under /en.
  ...SUPPORTED_LANGUAGES.map((language) => ({
    loader: shownIn(language),
    children: [
      {
        path: language === 'en' ? `${ENGLISH_PREFIX}/*` : paths.notFound,
        lazy: () =>
          import('./pages/NotFoundPage')
            .then((m) => m.notFoundRoute)
            .then(withHandle(notFoundHandle)),
      },
    ],
  })),
];

/** docs/product.md#routes-and-navigation: sign-in and its email flows, in their own small frame. */
const authRoutes: RouteObject[] = [
  {
    path: paths.auth.login,
    lazy: () => import('../features/auth/LoginPage').then((m) => m.loginRoute),
  },
  {
    path: paths.auth.forgetPassword,
    lazy: () => import('../features/auth/ForgetPasswordPage').then((m) => m.forgetPasswordRoute),
  },
  {
    path: paths.auth.confirm,
    lazy: () => import('../features/auth/ConfirmActionPage').then((m) => m.confirmActionRoute),
  },
  {
    path: paths.auth.logout,
    lazy: () => import('../features/auth/LogoutPage').then((m) => m.logoutRoute),
  },
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
  // The landing demos have a layout of their own: a demo navbar and the English landing footer.
  {
    lazy: () =>
      import('../features/template/landing/LandingLayout').then((m) => m.landingLayoutRoute),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: LANDING_DEMOS.map((demo) => ({
      path: paths.landing(demo),
      lazy: () =>
        import('../features/template/landing/LandingPage').then((m) => m.landingRoute(demo)),
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
    children: [
      { element: <PageThenClosingBand />, errorElement: <RouteErrorPage />, children: pageRoutes },
    ],
  },
];
