// The router's start on a prerendered page. Apart from app/hydration.ts, whose readers the boot
// runs first: this one needs react-router, which runs in a task of its own (app/startApp.tsx).
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The route table with the `lazy` parts of the routes matching `pathname` resolved, so the
 * router starts ready and its first render matches the prerendered HTML (react-router's advice
 * for lazy routes and hydration). A new table: the shared one is left as it is.
 */
export async function withMatchedRoutesResolved(
  routes: RouteObject[],
  pathname: string,
): Promise<RouteObject[]> {
  const matched = new Set((matchRoutes(routes, pathname) ?? []).map(({ route }) => route));
  const resolve = (list: RouteObject[]): Promise<RouteObject[]> =>
    Promise.all(
      list.map(async (route) => {
        if (!matched.has(route)) return route;
        const resolved = typeof route.lazy === 'function' ? await route.lazy() : {};
        const children = route.children && (await resolve(route.children));
        return { ...route, ...resolved, lazy: undefined, children } as RouteObject;
      }),
    );
  return resolve(routes);
}
