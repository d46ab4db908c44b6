// Template material (docs/product.md#template-material): the docs in their sidebar layout, the
// template pages under the demo admin bar, and the landing demos in a layout of their own. Each
// list in lib/paths.ts generates its routes from the records below: one page module per entry.
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { DOCS_PAGES, LANDING_DEMOS, paths, TEMPLATE_PAGES } from '../../lib/paths';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import type { DiscoveryHandle } from '../routeDiscovery';
import { pageRoute, type PageModuleRoute } from './pageRoute';

/** Prerendered, and kept out of the sitemap with the template stylesheet. */
const TEMPLATE_MATERIAL = { prerender: true, index: 'template' } as const;

type PageLoaders<Slug extends string> = Record<Slug, () => Promise<PageModuleRoute>>;

const docsPages: PageLoaders<(typeof DOCS_PAGES)[number]> = {
  introduction: () =>
    import('../../features/template/docs/pages/IntroductionDoc').then(
      (m) => m.introductionDocRoute,
    ),
  'quick-start': () =>
    import('../../features/template/docs/pages/QuickStartDoc').then((m) => m.quickStartDocRoute),
  customization: () =>
    import('../../features/template/docs/pages/CustomizationDoc').then(
      (m) => m.customizationDocRoute,
    ),
  routing: () =>
    import('../../features/template/docs/pages/RoutingDoc').then((m) => m.routingDocRoute),
  'code-spliting': () =>
    import('../../features/template/docs/pages/CodeSplittingDoc').then(
      (m) => m.codeSplittingDocRoute,
    ),
  'change-log': () =>
    import('../../features/template/docs/pages/ChangeLogDoc').then((m) => m.changeLogDocRoute),
  colors: () =>
    import('../../features/template/docs/pages/ColorsDoc').then((m) => m.colorsDocRoute),
  typography: () =>
    import('../../features/template/docs/pages/TypographyDoc').then((m) => m.typographyDocRoute),
  bootstrap: () =>
    import('../../features/template/docs/pages/BootstrapDoc').then((m) => m.bootstrapDocRoute),
  custom: () =>
    import('../../features/template/docs/pages/CustomDoc').then((m) => m.customDocRoute),
  plugins: () =>
    import('../../features/template/docs/pages/PluginsDoc').then((m) => m.pluginsDocRoute),
  navbars: () =>
    import('../../features/template/docs/pages/NavbarsDoc').then((m) => m.navbarsDocRoute),
  heros: () => import('../../features/template/docs/pages/HerosDoc').then((m) => m.herosDocRoute),
};

const templatePages: PageLoaders<(typeof TEMPLATE_PAGES)[number]> = {
  blog: () =>
    import('../../features/template/pages/BlogTemplatePages').then((m) => m.blogIndexTemplateRoute),
  'blog/post': () =>
    import('../../features/template/pages/BlogTemplatePages').then((m) => m.blogPostTemplateRoute),
  company: () =>
    import('../../features/template/pages/SimplePages').then((m) => m.companyTemplateRoute),
  contact: () =>
    import('../../features/template/pages/ContactTemplatePage').then((m) => m.contactTemplateRoute),
  career: () =>
    import('../../features/template/pages/SimplePages').then((m) => m.careerTemplateRoute),
  pricing: () =>
    import('../../features/template/pages/SimplePages').then((m) => m.pricingTemplateRoute),
  'portfolio/grid': () =>
    import('../../features/template/pages/SimplePages').then((m) => m.portfolioGridTemplateRoute),
  'portfolio/masonry': () =>
    import('../../features/template/pages/SimplePages').then(
      (m) => m.portfolioMasonryTemplateRoute,
    ),
  'portfolio/item': () =>
    import('../../features/template/pages/PortfolioItemTemplatePage').then(
      (m) => m.portfolioItemTemplateRoute,
    ),
  help: () => import('../../features/template/pages/SimplePages').then((m) => m.helpTemplateRoute),
};

/** No site page links the template material: the browser's router learns its pages on the way. */
const learntOnTheWay: DiscoveryHandle = { discoverOnNavigation: true };

/** The docs and the template pages: inside the site's frame, one URL for both languages. */
export const templateRoutes: RouteObject[] = [
  {
    lazy: () => import('../../features/template/docs/DocsLayout').then((m) => m.docsLayoutRoute),
    handle: learntOnTheWay,
    children: DOCS_PAGES.map((page) =>
      pageRoute(paths.docs(page), docsPages[page], { ...TEMPLATE_MATERIAL, template: 'docs' }),
    ),
  },
  {
    lazy: () =>
      import('../../features/template/pages/TemplatePagesLayout').then(
        (m) => m.templatePagesLayoutRoute,
      ),
    handle: learntOnTheWay,
    children: TEMPLATE_PAGES.map((page) =>
      pageRoute(paths.templatePage(page), templatePages[page], TEMPLATE_MATERIAL),
    ),
  },
];

/** The landing demos: a demo navbar and the English landing footer, around one page per demo. */
export const landingRoutes: RouteObject = {
  lazy: () =>
    import('../../features/template/landing/LandingLayout').then((m) => m.landingLayoutRoute),
  errorElement: <RouteErrorPage />,
  hydrateFallbackElement: <Spinner />,
  handle: learntOnTheWay,
  children: LANDING_DEMOS.map((demo) =>
    pageRoute(
      paths.landing(demo),
      () => import('../../features/template/landing/LandingPage').then((m) => m.landingRoute(demo)),
      TEMPLATE_MATERIAL,
    ),
  ),
};
