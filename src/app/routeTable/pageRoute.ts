// How the route table builds a page's route (docs/architecture.md#the-route-table): its path,
// the table's handle, and the page's module loaded with react-router's `lazy`.
import type { LazyRouteFunction, NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n';
import { localizePath } from '../../lib/languagePaths';
import type { PageLanguagesHandle } from '../../lib/pageLanguages';
import type { LayoutHandle } from '../layout/MainLayout';

/** What a page's module gives its route: its Component, its loader, its own handle. */
export type PageModuleRoute = Awaited<ReturnType<LazyRouteFunction<NonIndexRouteObject>>>;

export interface PrerenderHandle {
  /**
   * The build renders the route into HTML (src/app/prerender/prerenderPaths.ts): a path as it
   * is, a pattern once for each of its parameters (src/app/prerender/routeParams.ts). Without it
   * the route is served by the app shell.
   */
  prerender?: true;
  /**
   * Not for search engines: left out of the sitemap (its page says `noindex` in its head, which
   * html.spec.ts holds the sitemap to). `template` is template material, which also gets the
   * template stylesheet (config/prerender/prerender.mjs).
   */
  index?: false | 'template';
  /**
   * Pages of one template under routes of their own (the docs, the blog's categories) share
   * its name: the browser suite's per-template checks take one of them (tests/e2e/support.ts).
   */
  template?: string;
}

/** What the route table says of a page, readable before its module loads. */
export type RouteTableHandle = LayoutHandle & PageLanguagesHandle & PrerenderHandle;

/**
 * A page of one record (a path with parameters: a role, a product, a team member) exists in
 * every language where its loader found the record, and in none where it answered 404: the
 * not-found page in its place has no twin to link, and its language switch leads to Beranda.
 */
const recordLanguages = (data: unknown): Language[] =>
  data === undefined ? [] : [...SUPPORTED_LANGUAGES];

/**
 * The route of the page at `path` that `load` imports. The table's handle is the route's static
 * `handle`, so the prerenderer and the tests read it without loading the page; react-router
 * ignores a `handle` that `lazy` returns where a static one exists, so the page's own handle
 * (its WhatsApp topic, its languages) joins the table's in place when the page loads, the
 * page's keys over the table's.
 */
export function pageRoute(
  path: string,
  load: () => Promise<PageModuleRoute>,
  tableHandle: RouteTableHandle = {},
): RouteObject {
  const handle: RouteTableHandle & Record<string, unknown> = {
    ...(path.includes(':') && { languages: recordLanguages }),
    ...tableHandle,
  };
  return {
    path,
    handle,
    lazy: () =>
      load().then(({ handle: pageHandle, ...route }) => {
        Object.assign(handle, pageHandle);
        return route;
      }),
  };
}

export type PublicPage = (
  path: string,
  load: () => Promise<PageModuleRoute>,
  handle?: RouteTableHandle,
) => RouteObject;

/** A public page's route in `language`, at its path or its English twin, prerendered. */
export const publicPage =
  (language: Language): PublicPage =>
  (path, load, handle = {}) =>
    pageRoute(localizePath(path, language), load, { prerender: true, ...handle });

/** A route's full path: a child's path is its own when absolute, else joined to its parent's. */
function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every route of `table` without children, with its full path and its static handle. */
export function tableLeaves(
  table: readonly RouteObject[],
  parent = '',
): { path: string; handle: RouteTableHandle | undefined }[] {
  return table.flatMap((route) => {
    const path = joinPath(parent, route.path);
    return route.children
      ? tableLeaves(route.children, path)
      : [{ path, handle: route.handle as RouteTableHandle | undefined }];
  });
}
