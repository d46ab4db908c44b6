import { useSyncExternalStore } from 'react';
import { valueStore } from './valueStore';

// Whether React has finished hydrating: true unless startApp said it is hydrating, so a page
// rendered afresh (and a unit test) reads true from its first render.
const hydrated = valueStore(true);

/** Before React hydrates prerendered HTML: `useHydrated()` reads false until `endHydration()`. */
export function beginHydration(): void {
  hydrated.set(false);
}

/**
 * Once the hydration has committed, in a task of its own: the components that read
 * `useHydrated()` re-render then. Read with a server snapshot and a client snapshot that
 * differed, as before, React re-rendered them all at once inside the hydration's passive
 * effects (half of that 68-98 ms task on /kontak at 6x CPU).
 */
export function endHydration(): void {
  hydrated.set(true);
}

/**
 * False on the server and while React hydrates prerendered HTML, true from the render after
 * `endHydration()`: for what must not work before the page's scripts do. A part hydrated later
 * (a Suspense boundary) still hydrates with false, matching its HTML, then re-renders.
 */
export function useHydrated(): boolean {
  return useHydratedValue(true, false);
}

/**
 * `whileHydrating` on the server and while React hydrates, `value` from `endHydration()` on: for
 * what this visit knows and the prerendered HTML cannot (the query, the hash). The component
 * re-renders after hydration only when the two differ (compared with `Object.is`, so give
 * strings or numbers): the blog's list, read with `useHydrated()`, re-rendered its nine cards
 * after every hydration for a query it almost never has.
 */
export function useHydratedValue<T extends string | number | boolean>(
  value: T,
  whileHydrating: T,
): T {
  return useSyncExternalStore(
    hydrated.subscribe,
    () => (hydrated.get() ? value : whileHydrating),
    () => whileHydrating,
  );
}
