// What the prerenderer hands the browser besides the HTML: the router's data, as JSON in a
// non-executable script element (no inline script, so the CSP needs no 'unsafe-inline').
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';

export const ROUTER_DATA_ID = 'router-data';

export function readHydrationData(): HydrationState | undefined {
  const element = document.getElementById(ROUTER_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return undefined;
  }
}

/**
 * Resolves the `lazy` parts of the routes matching `pathname`, so the router starts ready and
 * the first render matches the prerendered HTML (react-router's advice for lazy routes and
 * hydration).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
