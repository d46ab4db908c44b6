/**
 * @jest-environment node
 */
// The browser's router starts without the template material's pages and learns them on the way
// there (src/app/routeDiscovery.ts).
import {
  createMemoryRouter,
  createStaticHandler,
  matchRoutes,
  type RouteObject,
} from 'react-router-dom';
import { englishPrerenderPaths, prerenderPaths } from '../../../src/app/prerender/prerenderPaths';
import { startingRoutes, type DiscoveryHandle } from '../../../src/app/routeDiscovery';
import { routes } from '../../../src/app/routes';

const idOf = (table: RouteObject[], pathname: string) =>
  matchRoutes(createStaticHandler(table).dataRoutes, pathname)?.at(-1)?.route.id;

const leaves = (table: readonly RouteObject[]): RouteObject[] =>
  table.flatMap((route) => (route.children ? leaves(route.children) : [route]));

/** The pages of the groups whose handle says they are learnt on the way. */
const learnt = (table: readonly RouteObject[]): RouteObject[] =>
  table.flatMap((route) =>
    (route.handle as DiscoveryHandle | undefined)?.discoverOnNavigation
      ? leaves(route.children ?? [])
      : learnt(route.children ?? []),
  );

const learntPaths = new Set(learnt(routes).map((route) => route.path));
const pages = [...prerenderPaths(), ...englishPrerenderPaths()];
/** Whether the page at `pathname` is in a group learnt on the way. */
const inLearntGroup = (pathname: string) =>
  matchRoutes(routes, pathname)!.some(
    ({ route }) => (route.handle as DiscoveryHandle | undefined)?.discoverOnNavigation,
  );
const sectionOf = (path: string) => `/${path.split('/')[1]}/`;

describe('startingRoutes', () => {
  it('withholds the template material (the docs, the template pages, the landing demos) and the English pages', () => {
    expect(new Set([...learntPaths].map((path) => sectionOf(path!)))).toEqual(
      new Set(['/docs/', '/pages/', '/landing/', '/en/']),
    );
    expect(learntPaths.size).toBeGreaterThan(30);
  });

  it.each(pages.filter((path) => !inLearntGroup(path)))(
    'on %s, starts without those pages, the page keeping the id the build wrote',
    (pathname) => {
      const start = startingRoutes(routes, pathname).routes;
      expect(idOf(start, pathname)).toBe(idOf(routes, pathname));
      expect(learnt(start)).toEqual([]);
      expect(leaves(start)).toHaveLength(leaves(routes).length - learntPaths.size);
    },
  );

  it.each(pages.filter(inLearntGroup))(
    'on %s, starts with the pages of its own group',
    (pathname) => {
      const start = startingRoutes(routes, pathname).routes;
      expect(idOf(start, pathname)).toBe(idOf(routes, pathname));
      const inSection = (route: RouteObject) => route.path?.startsWith(sectionOf(pathname));
      expect(learnt(start).filter(inSection)).toEqual(learnt(routes).filter(inSection));
    },
  );

  it.each(['/docs/introduction', '/pages/pricing', '/landing/saas', '/en/kontak', '/en/blog'])(
    'learns the pages of %s on a navigation there from Beranda',
    async (target) => {
      const start = startingRoutes(routes, '/home');
      const router = createMemoryRouter(start.routes, {
        initialEntries: ['/home'],
        patchRoutesOnNavigation: start.patchRoutesOnNavigation,
      });
      await router.navigate(target);
      expect(router.state.location.pathname).toBe(target);
      expect(router.state.matches.at(-1)?.route.path).toBe(target);
      expect(router.state.errors).toBeNull();
      router.dispose();
    },
  );
});
