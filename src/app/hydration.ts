// What the prerenderer hands the browser besides the HTML: the router's data, as JSON in a
// non-executable script element (no inline script, so the CSP needs no 'unsafe-inline'), and
// the translation namespaces the page was rendered with.
import type { HydrationState, RouteObject } from 'react-router-dom';

export const ROUTER_DATA_ID = 'router-data';

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
 * The translation namespaces the page was rendered with (`translation`, and `staff` where it
 * used the staff strings: docs/language.md#the-staff-strings); none without the site's own.
 */
export function prerenderedNamespaces(): string[] | undefined {
  const namespaces = document.getElementById(ROUTER_DATA_ID)?.dataset.namespaces?.split(' ');
  return namespaces?.includes('translation') ? namespaces : undefined;
}
