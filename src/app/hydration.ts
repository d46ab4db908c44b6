// What the prerenderer hands the browser besides the HTML: the router's data and the page's
// translations, as JSON in non-executable script elements (no inline script, so the CSP needs
// no 'unsafe-inline').
import type { ResourceLanguage } from 'i18next';
import type { HydrationState, RouteObject } from 'react-router-dom';

export const ROUTER_DATA_ID = 'router-data';
/** The translations of the page's language, so hydration needs no translation request. */
export const TRANSLATION_DATA_ID = 'translation-data';

function readJson(id: string): unknown {
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

/** The path the prerendered HTML was rendered for (build/404.html: `/404`, whatever the URL). */
export function prerenderedPath(): string | undefined {
  return document.getElementById(ROUTER_DATA_ID)?.dataset.path;
}

/**
 * react-router's id of the route the HTML was rendered by, none for the app shell: for a route
 * without an id of its own, its index path in the route table (`4-0-0-12`).
 */
export function prerenderedRouteId(): string | undefined {
  return document.getElementById(ROUTER_DATA_ID)?.dataset.route || undefined;
}

/**
 * The route table with the `lazy` parts of the route `routeId` and its parents resolved, so the
 * router starts ready and its first render matches the prerendered HTML (react-router's advice
 * for lazy routes and hydration). A new table: the shared one is left as it is. Followed by its
 * id, the route needs no `matchRoutes`, which ranks and tries every route of the table (about
 * 10 ms on a fast machine, a long task on a phone); the router matches once, when it starts.
 */
export async function withRouteResolved(
  routes: RouteObject[],
  routeId: string,
): Promise<RouteObject[]> {
  const [index, ...below] = routeId.split('-');
  return Promise.all(
    routes.map(async (route, position) => {
      if (String(position) !== index) return route;
      const resolved = typeof route.lazy === 'function' ? await route.lazy() : {};
      const children =
        route.children && below.length > 0
          ? await withRouteResolved(route.children, below.join('-'))
          : route.children;
      return { ...route, ...resolved, lazy: undefined, children } as RouteObject;
    }),
  );
}

export function readHydrationData(): HydrationState | undefined {
  return readJson(ROUTER_DATA_ID) as HydrationState | undefined;
}

/**
 * The page's translations by namespace (`translation`, and `staff` where the page used the
 * staff strings: docs/language.md#the-staff-strings); none without the site's own namespace.
 */
export function readPageTranslation(): ResourceLanguage | undefined {
  const bundles = readJson(TRANSLATION_DATA_ID) as ResourceLanguage | null | undefined;
  const translation: unknown = bundles?.translation;
  return bundles && translation && typeof translation === 'object' ? bundles : undefined;
}
