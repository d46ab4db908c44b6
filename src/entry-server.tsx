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
import { createStaticI18n, type Language } from './lib/i18n';

// What config/prerender/prerender.mjs calls, besides renderPage: this file is the bundle's entry.
export {
  assertSingleUrlSections,
  englishPrerenderPaths,
  NOT_FOUND_PATH,
  prerenderPaths,
  prerenderRoutes,
} from './app/prerender/prerenderPaths';
export { sitemapEntries, templatePaths } from './app/prerender/sitemap';
export { feeds } from './app/prerender/feed';
export { SITE_ORIGIN } from './lib/site';

export interface RenderedPage {
  status: number;
  /** The markup of `#root`; React puts `<title>`, `<meta>` and `<link>` tags first. */
  html: string;
  hydrationData: HydrationState;
  /**
   * react-router's id of the deepest route that matched: its index path in the route table
   * (`4-0-0-12`), which the browser follows to the page's lazy parts instead of matching again.
   */
  routeId?: string;
  /** Set for a redirect answer instead of a page. */
  location?: string;
  /**
   * The translation namespaces the page waited for (react-i18next reports each): the ones its
   * HTML names for hydration (`translation`, and `staff` on the login page).
   */
  namespaces?: string[];
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
    routeId: context.matches.at(-1)?.route.id,
    namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [],
    hydrationData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
  };
}
