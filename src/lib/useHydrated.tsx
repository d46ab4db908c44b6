import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** Without a boundary above (a page rendered afresh, a unit test): hydrated from the start. */
const HydratedContext = createContext(true);

/**
 * False in the prerenderer and while React hydrates prerendered HTML, true from the render
 * after (on a page rendered afresh, from the first): for what must not work before the page's
 * scripts do.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Holds `useHydrated()` false while React hydrates the HTML it was given (`hydrating`), then
 * turns it true in a transition once that hydration has committed. React then re-renders the
 * components that read it in slices a tap can come between. Read through
 * `useSyncExternalStore` with a server snapshot, as before, it re-rendered all of them at once
 * inside the hydration's passive effects: half of that 75-100 ms task at 6x CPU.
 */
export function HydrationBoundary({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
