// The prerenderer's entry (webpack builds it for Node next to the browser bundle; see
// config/prerender/prerender.mjs): renders one route of the same route table with React 19's
// react-dom/static, with the same providers as the browser (app/Root.tsx), in one language.
import type { Resource } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router-dom';
import { Root } from './app/Root';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { allPosts } from './content/blog/blogIndex';
import { careerRoles } from './content/careers';
import { products } from './content/products';
import { teamMembers } from './content/team';
import { createStaticI18n, type Language } from './lib/i18n';
import { absoluteUrl, SITE_ORIGIN } from './lib/site';
import { BLOG_CATEGORIES, DOCS_PAGES, LANDING_DEMOS, paths, TEMPLATE_PAGES } from './lib/paths';

/**
 * Every public route with content of its own, and the login page (a form that needs no data:
 * prerendered, it is there at the first paint). The other auth routes (they read their query
 * strings) and the admin routes are served as the app shell.
 */
export function prerenderPaths(): string[] {
  return [
    paths.auth.login,
    paths.home,
    ...Object.values(paths.company),
    paths.contact,
    paths.blog,
    ...BLOG_CATEGORIES.map(paths.blogCategory),
    ...allPosts.map((post) => paths.blogPost(post.id)),
    ...teamMembers.map((member) => paths.teamMember(member.slug)),
    ...careerRoles.map((role) => paths.career(role.slug)),
    ...products.map((product) => paths.product(product.slug)),
    ...DOCS_PAGES.map(paths.docs),
    ...LANDING_DEMOS.map(paths.landing),
    ...TEMPLATE_PAGES.map(paths.templatePage),
  ];
}

/** Template material (docs, landing demos, /pages/*) is noindex and stays out of the sitemap. */
export function isTemplatePath(pathname: string): boolean {
  return /^\/(docs|landing|pages)\//.test(pathname);
}

/** Template material and the login page stay out of the sitemap (both are noindex). */
function inSitemap(pathname: string): boolean {
  return !isTemplatePath(pathname) && !pathname.startsWith('/auth/');
}

export interface SitemapEntry {
  loc: string;
  /** `YYYY-MM-DD`: a post's date, the newest post for blog lists, else the build day. */
  lastmod: string;
}

export function sitemapEntries(buildDay: string): SitemapEntry[] {
  const newest = allPosts[0]?.date ?? buildDay;
  const postDates = new Map(allPosts.map((post) => [paths.blogPost(post.id), post.date]));
  return prerenderPaths()
    .filter(inSitemap)
    .map((pathname) => ({
      loc: absoluteUrl(pathname),
      lastmod: postDates.get(pathname) ?? (pathname.startsWith(paths.blog) ? newest : buildDay),
    }));
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** `YYYY-MM-DD` */
  date: string;
  category: string;
}

/** The blog's RSS items, newest first, in Indonesian. */
export function feedItems(): FeedItem[] {
  return allPosts.map((post) => ({
    title: post.versions.id.title,
    link: absoluteUrl(paths.blogPost(post.id)),
    description: post.versions.id.summary,
    date: post.date,
    category: post.category,
  }));
}

export { SITE_ORIGIN };

/** Any path no route knows: rendered once as build/404.html. */
export const NOT_FOUND_PATH = '/404';

export interface RenderedPage {
  status: number;
  /** The markup of `#root`; React puts `<title>`, `<meta>` and `<link>` tags first. */
  html: string;
  hydrationData: HydrationState;
  /** Set for a redirect answer instead of a page. */
  location?: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(
  pathname: string,
  language: Language,
  resources: Resource,
): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) {
    return {
      status: context.status,
      html: '',
      hydrationData: {},
      location: context.headers.get('Location') ?? undefined,
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createStaticI18n(language, resources);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Root store={makeStore()} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Root>,
    {
      onError: (error) => void errors.push(error),
      // Keep every Suspense boundary inline: outlined ones would need React's inline scripts
      // (refused by the CSP) and stay hidden without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamToString(prelude);
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return {
    status: context.statusCode,
    html,
    hydrationData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
  };
}
