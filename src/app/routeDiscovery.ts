// The routes a browser's router learns on the way there, not when it starts
// (docs/architecture.md#routes-learnt-on-the-way): the template material's pages, and on an
// Indonesian page the English ones. react-router's start ranks every route of its table and
// compiles a pattern for each (60-90 ms at 6x CPU for 90 pages, a task a tap waits for). A group
// whose handle says `discoverOnNavigation` starts without its pages, unless the visitor is on one
// of them, and react-router's `patchRoutesOnNavigation` adds them when a navigation goes into
// its section.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { tableLeaves } from './routeTable/pageRoute';

/** A route's handle: its pages are learnt on the way there. */
export interface DiscoveryHandle {
  discoverOnNavigation?: true;
}

interface Withheld {
  /** react-router's id of the group: its index path in the table, as react-router gives it. */
  id: string;
  /** `/docs/`: the first segment its pages share. */
  section: string;
  children: RouteObject[];
  patched: boolean;
}

/** The one section all of a group's (absolute) paths lie in. */
function sectionOf(group: RouteObject): string {
  const sections = new Set(
    tableLeaves(group.children ?? []).map(({ path }) => `/${path.split('/')[1] ?? ''}/`),
  );
  const [section, ...others] = sections;
  if (!section || others.length > 0) {
    throw new Error(
      `A group learnt on navigation needs its pages in one section: ${[...sections].join(', ')}`,
    );
  }
  return section;
}

function withhold(
  routes: readonly RouteObject[],
  pathname: string,
  parentIndexes: string[],
  withheld: Withheld[],
): RouteObject[] {
  return routes.map((route, index) => {
    const indexes = [...parentIndexes, String(index)];
    if (!route.children) return route;
    if ((route.handle as DiscoveryHandle | undefined)?.discoverOnNavigation) {
      const section = sectionOf(route);
      if (pathname.startsWith(section)) return route;
      withheld.push({
        id: route.id ?? indexes.join('-'),
        section,
        children: route.children,
        patched: false,
      });
      return { ...route, children: [] };
    }
    return {
      ...route,
      children: withhold(route.children, pathname, indexes, withheld),
    };
  });
}

/**
 * The table the router starts with on `pathname`, and the `patchRoutesOnNavigation` that adds
 * a withheld group's pages once a navigation goes into its section. Every other route keeps its
 * place, so its id (its index path) stays the one the prerenderer wrote.
 */
export function startingRoutes(
  table: readonly RouteObject[],
  pathname: string,
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const withheld: Withheld[] = [];
  const routes = withhold(table, pathname, [], withheld);
  return {
    routes,
    patchRoutesOnNavigation: ({ path, patch }) => {
      for (const group of withheld) {
        if (group.patched || !path.startsWith(group.section)) continue;
        group.patched = true;
        patch(group.id, group.children);
      }
    },
  };
}
