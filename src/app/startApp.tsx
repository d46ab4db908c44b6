// The second step of the boot (src/index.tsx decides the plan and starts i18next first): the
// store, the router and React, in a chunk of their own, so their modules run in a task of their
// own; react-dom's client runs in another. The boot script starts both chunks with main
// (config/webpack/bootScript.mjs): neither waits for a request.
import { startTransition, useEffect } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  RouterProvider,
  type DataRouter,
} from 'react-router-dom';
import { SiteRouter } from '../components/SiteLink';
import { startAuthListener } from '../features/auth/authListener';
import { authStateReported } from '../lib/authSlice';
import type * as FirebaseModule from '../lib/firebase';
import { i18n } from '../lib/i18n';
import { reportTranslationFailure, startI18n } from '../lib/i18nInit';
import { nextTask } from '../lib/nextTask';
import { retirePrerenderedHead } from '../lib/prerenderedHead';
import { beginHydration, endHydration } from '../lib/useHydrated';
import { prerenderedRouteId, readHydrationData, withRouteResolved } from './hydration';
import { loadLayoutParts } from './layout/MainLayout';
import { loadNotFoundPage } from './pages/RouteErrorPage';
import { Root } from './Root';
import { startingRoutes } from './routeDiscovery';
import { routes } from './routes';
import type { StartPlan } from './startPlan';
import { urlLanguage } from './startPlan';
import { makeStore, type AppStore } from './store';

/**
 * At React's first commit, the `segara:interactive` mark: React has taken the page over (what
 * the bench counts as initial JS is what was requested before it). Then, each in a task of its
 * own: `endHydration()` (the components that read `useHydrated()` re-render), then `started`.
 */
function Started({ started }: { started: () => void }) {
  useEffect(() => {
    performance.mark('segara:interactive');
    let next = setTimeout(() => {
      endHydration();
      next = setTimeout(started, 0);
    }, 0);
    return () => clearTimeout(next);
  }, [started]);
  return null;
}

/**
 * Hydrates the prerendered page, in a transition: React then yields to the visitor's taps
 * every few milliseconds, and each Suspense boundary (the page, the footer, the floating
 * buttons) hydrates on its own, first where the visitor taps. Hydration waits for `translated`
 * (i18next started with the page's translations: src/index.tsx). Anything else renders afresh.
 */
export async function startApp(
  container: HTMLElement,
  plan: StartPlan,
  translated?: Promise<void>,
): Promise<void> {
  const store = makeStore();
  // The router starts with the page's lazy parts resolved, so its first render matches the HTML.
  const routeId = prerenderedRouteId();
  const table =
    plan.mode === 'hydrate' && routeId ? await withRouteResolved(routes, routeId) : routes;
  await nextTask();
  const { createRoot, hydrateRoot } = await import(
    /* webpackChunkName: "react-dom" */ 'react-dom/client'
  );
  await nextTask();
  const start = startingRoutes(table, window.location.pathname);
  const router = createBrowserRouter(start.routes, {
    patchRoutesOnNavigation: start.patchRoutesOnNavigation,
    ...(plan.mode === 'hydrate' && { hydrationData: readHydrationData() }),
  });
  const started = () => {
    // The page is the visitor's to use: the mark the browser suite waits for (never a time).
    document.documentElement.dataset.hydrated = 'true';
    // The app shell's routes wait for the auth state: there Firebase starts at once.
    startFirebase(store, { public: plan.overPrerendered });
    followVisitorLanguage(router);
  };
  const app = (
    <Root store={store} i18n={i18n}>
      <SiteRouter router={router}>
        <RouterProvider router={router} />
      </SiteRouter>
      <Started started={started} />
    </Root>
  );
  await nextTask();
  if (plan.mode === 'hydrate') {
    await translated;
    beginHydration();
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  if (!plan.overPrerendered) {
    createRoot(container).render(app);
    return;
  }
  await firstScreenLoaded(router, plan);
  // React renders its own head tags; the prerendered ones would otherwise stay beside them.
  retirePrerenderedHead();
  // In a transition, a part whose code is already loaded renders at once instead of its fallback.
  startTransition(() => {
    createRoot(container).render(app);
  });
}

/**
 * React's first commit replaces the prerendered page it renders afresh over (build/404.html for
 * an unknown path, a page with a query, a page in the other language): it waits until it can
 * show the whole page, so the page never blanks out and comes back piece by piece.
 */
async function firstScreenLoaded(router: DataRouter, plan: StartPlan): Promise<void> {
  const initialized = new Promise<void>((resolve) => {
    // react-router may call a new subscriber at once, before `subscribe` returns.
    let unsubscribe = () => {};
    const whenInitialized = (state: DataRouter['state']) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = router.subscribe(whenInitialized);
    whenInitialized(router.state);
  });
  // A part that fails to load shows its own error when React renders it.
  const loaded = (promise: Promise<unknown>) => promise.catch(() => undefined);
  await Promise.all([loaded(startI18n(plan.language)), initialized, loaded(loadLayoutParts())]);
  const notFound = Object.values(router.state.errors ?? {}).some(
    (error) => isRouteErrorResponse(error) && error.status === 404,
  );
  if (notFound) await loaded(loadNotFoundPage());
}

/**
 * On a page with a twin in the visitor's language, the move there (app/visitorLanguage.ts, a
 * chunk of its own). An English page reads nothing but `?lng=`.
 */
function followVisitorLanguage(router: DataRouter) {
  const shown = urlLanguage(window.location.pathname);
  if (!shown || (shown === 'en' && !new URLSearchParams(window.location.search).has('lng'))) return;
  import('./visitorLanguage')
    .then((module) => module.followVisitorLanguage(router, shown))
    .catch(reportTranslationFailure);
}

const reportFirebaseFailure = (error: unknown) => console.error('Memuat Firebase gagal:', error);

/**
 * The auth listener and analytics, and with them the Firebase SDK, in chunks of their own. The
 * app shell's pages start both at once. A public page waits until it has loaded and the browser
 * is idle (two seconds at most), so they never compete with the page's own scripts, fonts and
 * images; analytics then asks for consent (the sign-in and admin pages do not ask). There the
 * auth listener starts only if this browser may hold a session: otherwise the navbar's signed-out
 * state is already right, and the SDK (the longest task after the page's own) is spared; a
 * sign-in in another tab, or a visit to a sign-in or account page (useAuthListener), starts it.
 */
function startFirebase(store: AppStore, page: { public: boolean }) {
  const analytics = () =>
    import('../lib/analytics').then((module) => {
      if (page.public) module.askForConsent();
      return module.startAnalytics();
    });
  if (!page.public) {
    Promise.all([startAuthListener(store.dispatch), analytics()]).catch(reportFirebaseFailure);
    return;
  }
  const listenWhereSignedIn = ({ mayHoldSession, storedSessionKey }: typeof FirebaseModule) => {
    if (mayHoldSession()) return startAuthListener(store.dispatch);
    store.dispatch(authStateReported({ user: null }));
    window.addEventListener('storage', function signedInElsewhere(event) {
      if (event.key !== storedSessionKey() || event.newValue === null) return;
      window.removeEventListener('storage', signedInElsewhere);
      startAuthListener(store.dispatch).catch(reportFirebaseFailure);
    });
  };
  const load = () => {
    analytics().catch(reportFirebaseFailure);
    // lib/firebase in a chunk of its own: its import()s of the SDK would weigh on every page.
    import('../lib/firebase').then(listenWhereSignedIn).catch(reportFirebaseFailure);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(load, { timeout: 2_000 })
      : setTimeout(load, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
