// The paths the build prerenders into build/<path>/index.html (config/prerender/prerender.mjs),
// read from the route table: every route whose handle says `prerender`
// (src/app/routeTable/pageRoute.ts), a pattern once for each of its parameters (routeParams.ts).
import { generatePath, type RouteObject } from 'react-router-dom';
import {
  ENGLISH_PREFIX,
  languageOfPath,
  SINGLE_URL_SECTIONS,
  stripLanguage,
} from '../../lib/languagePaths';
import { routes } from '../routes';
import { tableLeaves, type RouteTableHandle } from '../routeTable/pageRoute';
import { routeParams } from './routeParams';

/** A prerendered route: its full path, the paths it renders, whether search engines see them. */
export interface PrerenderedRoute {
  route: string;
  paths: string[];
  /** `true`, or why not: `false`, or `'template'` (template material). */
  index: NonNullable<RouteTableHandle['index']> | true;
  /** The page template it renders, per language: the handle's `template`, else the route. */
  template: string;
}

/**
 * The prerendered routes of `table`, in both languages, in the table's order: each route's full
 * path (a pattern where it has parameters) with the paths it renders. Pages of one route share
 * their template, as do routes whose handles name one `template`, so the accessibility scan
 * takes one page of each (tests/e2e/a11y.spec.ts).
 */
export function prerenderRoutesOf(table: readonly RouteObject[]): PrerenderedRoute[] {
  return tableLeaves(table).flatMap(({ path, handle }) => {
    if (!handle?.prerender) return [];
    const index = handle.index ?? true;
    // One template per language: its pages in each are scanned.
    const template = handle.template ? `${languageOfPath(path)}:${handle.template}` : path;
    if (!path.includes(':')) return [{ route: path, paths: [path], index, template }];
    const params = routeParams[stripLanguage(path)];
    if (!params)
      throw new Error(`${path} is prerendered, but routeParams.ts has no parameters for it`);
    return [
      {
        route: path,
        paths: params(languageOfPath(path)).map((values) => generatePath(path, values)),
        index,
        template,
      },
    ];
  });
}

/** The prerendered paths of `table`, in both languages, in the table's order. */
export function prerenderPathsOf(table: readonly RouteObject[]): string[] {
  return prerenderRoutesOf(table).flatMap((route) => route.paths);
}

/** The prerendered routes of the site's route table (see prerenderRoutesOf). */
export const prerenderRoutes = () => prerenderRoutesOf(routes);

/** The prerendered paths whose route says `index` is `kind` (src/app/routeTable/pageRoute.ts). */
export function pathsIndexed(kind: PrerenderedRoute['index']): Set<string> {
  return new Set(
    prerenderRoutes()
      .filter((route) => route.index === kind)
      .flatMap((route) => route.paths),
  );
}

/**
 * Every public route with content of its own, and the login page (a form that needs no data:
 * prerendered, it is there at the first paint). The other auth routes (they read their query
 * strings) and the admin routes are served as the app shell.
 */
export function prerenderPaths(): string[] {
  return prerenderPathsOf(routes).filter((pathname) => languageOfPath(pathname) === 'id');
}

/**
 * The English pages (`/en/…`): the prerendered routes of the English twins, whose parameters
 * are the English ones (a post translated into English, a tag of the English posts).
 */
export function englishPrerenderPaths(): string[] {
  return prerenderPathsOf(routes).filter((pathname) => languageOfPath(pathname) === 'en');
}

const englishTwin = (path: string) => (path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`);

/**
 * The sections of `table` with one URL for both languages: the first segment of every page
 * path that has no English twin in the table (`/docs/` for `/docs/routing`).
 */
export function singleUrlSectionsOf(table: readonly RouteObject[]): string[] {
  const pagePaths = tableLeaves(table)
    .map(({ path }) => path)
    .filter((path) => path.startsWith('/') && !path.endsWith('*'));
  const twins = new Set(pagePaths);
  const sections = pagePaths
    .filter((path) => languageOfPath(path) === 'id' && !twins.has(englishTwin(path)))
    .map((path) => `/${path.split('/')[1]}/`);
  return [...new Set(sections)];
}

/**
 * lib/languagePaths.ts keeps the single-URL sections for the page's first script, which decides
 * the language before the route table loads: they must be the table's. The prerenderer refuses
 * a build where they differ.
 */
export function assertSingleUrlSections(table: readonly RouteObject[] = routes): void {
  const fromTable = singleUrlSectionsOf(table).sort();
  const listed = [...SINGLE_URL_SECTIONS].sort();
  if (fromTable.join() !== listed.join()) {
    throw new Error(
      `SINGLE_URL_SECTIONS in src/lib/languagePaths.ts (${listed.join(', ')}) differ from the route table's (${fromTable.join(', ')})`,
    );
  }
}

/** Any path no route knows: rendered once as build/404.html. */
export const NOT_FOUND_PATH = '/404';
