import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates prerendered HTML, true from the render after:
 * for what must not work before the page's scripts do (React re-renders when the server's
 * value differs from the browser's).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
