// What the prerenderer hands the browser besides the HTML: the router's data and the page's
// translations, as JSON in non-executable script elements (no inline script, so the CSP needs
// no 'unsafe-inline').
import type { ResourceKey } from 'i18next';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';

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

export function readHydrationData(): HydrationState | undefined {
  return readJson(ROUTER_DATA_ID) as HydrationState | undefined;
}

export function readPageTranslation(): ResourceKey | undefined {
  const translation = readJson(TRANSLATION_DATA_ID);
  return translation && typeof translation === 'object' ? translation : undefined;
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

/** React's mark on a DOM node it has taken over (the browser suite's waitForReact looks for it too). */
const isHydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/**
 * Whether every Suspense boundary of the prerendered HTML in `container` has been hydrated.
 * React hydrates the boundaries inside the first one after the first commit, in time slices
 * (a lazy one once its chunk is there), each from its `<!--$-->` marker.
 */
export function isFullyHydrated(container: Element): boolean {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let marker = walker.nextNode(); marker; marker = walker.nextNode()) {
    if (!(marker as Comment).data.startsWith('$')) continue;
    // The boundary's first element: hydrated once React has marked it. (An empty boundary has
    // none before its closing `<!--/$-->`.)
    let node = marker.nextSibling;
    while (node && node.nodeType !== Node.ELEMENT_NODE && !(node as Comment).data?.startsWith('/$'))
      node = node.nextSibling;
    if (node?.nodeType === Node.ELEMENT_NODE && !isHydrated(node)) return false;
  }
  return true;
}

/**
 * Resolves once isFullyHydrated(), checking every `interval` ms, or after `timeout` ms at most
 * (a boundary whose chunk never loads must not hold the page back for ever).
 */
export function whenFullyHydrated(
  container: Element,
  { interval = 50, timeout = 5_000 } = {},
): Promise<void> {
  const giveUpAt = Date.now() + timeout;
  return new Promise((resolve) => {
    const check = () => {
      if (isFullyHydrated(container) || Date.now() >= giveUpAt) resolve();
      else setTimeout(check, interval);
    };
    check();
  });
}
