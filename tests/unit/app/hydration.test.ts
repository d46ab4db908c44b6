/**
 * @jest-environment node
 */
// A prerendered page names the route it was rendered by (`data-route`), and the browser resolves
// that route's lazy parts by the id alone, without matching the URL (src/app/hydration.ts).
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router-dom';
import { withRouteResolved } from '../../../src/app/hydration';
import { englishPrerenderPaths, prerenderPaths } from '../../../src/app/prerender/prerenderPaths';
import { routes } from '../../../src/app/routes';
import { renderPage } from '../../../src/entry-server';
import { createTestI18n } from '../renderWithProviders';

/** The id the build writes for `pathname`: the deepest match of the static handler's table. */
function builtRouteId(pathname: string): string | undefined {
  const { dataRoutes } = createStaticHandler(routes);
  return matchRoutes(dataRoutes, pathname)?.at(-1)?.route.id;
}

describe('withRouteResolved', () => {
  const pages = [...prerenderPaths(), ...englishPrerenderPaths()];

  it.each(pages)('resolves exactly the routes that match %s', async (pathname) => {
    const routeId = builtRouteId(pathname);
    expect(routeId).toMatch(/^\d+(-\d+)*$/);
    const table = await withRouteResolved(routes, routeId!);
    const before = matchRoutes(routes, pathname)!;
    const after = matchRoutes(table, pathname)!;
    // The same routes match, now with their lazy parts in place (a Component, no `lazy`).
    expect(after.map(({ route }) => route.path)).toEqual(before.map(({ route }) => route.path));
    for (const { route } of after) expect(route.lazy).toBeUndefined();
    expect(after.at(-1)!.route.Component ?? after.at(-1)!.route.element).toBeTruthy();
    // Every other route is the shared table's own, untouched.
    const matched = new Set(after.map(({ route }) => route));
    const others = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [
        ...(matched.has(route) ? [] : [route]),
        ...others(route.children ?? []),
      ]);
    const shared = new Set(others(routes));
    for (const route of others(table)) expect(shared).toContain(route);
  });

  it('leaves the shared table as it was', async () => {
    const lazyBefore = matchRoutes(routes, '/kontak')!.at(-1)!.route.lazy;
    await withRouteResolved(routes, builtRouteId('/kontak')!);
    expect(matchRoutes(routes, '/kontak')!.at(-1)!.route.lazy).toBe(lazyBefore);
    expect(lazyBefore).toEqual(expect.any(Function));
  });
});

describe('renderPage', () => {
  it("reports the id of the route it rendered, the one the browser's router gives it", async () => {
    const i18n = createTestI18n('en');
    const page = await renderPage('/en/kontak', 'en', {
      en: { translation: i18n.getResourceBundle('en', 'translation') },
    });
    expect(page.routeId).toBe(builtRouteId('/en/kontak'));
  });
});
