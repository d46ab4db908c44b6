/**
 * A value kept outside React that components read with `useSyncExternalStore` (`get`,
 * `subscribe`): the hydration flag (useHydrated.ts), the consent banner's height
 * (components/consent/bannerHeight.ts) and the scroll position (useScrolledPast.ts). `set`
 * tells the readers only when the value changes.
 */
export function valueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: T): void => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
