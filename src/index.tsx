// Boot: styles, i18n, store, router; then, off the first paint, the auth listener and analytics.
// A prerendered page (build/<path>/index.html) is hydrated in the language of its HTML, then
// handed to the detected language; the app shell (auth and admin routes) is rendered fresh.
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/main.scss';
import { useEffect } from 'react';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readHydrationData, resolveLazyRoutes } from './app/hydration';
import { Root } from './app/Root';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { listenToAuthChanges } from './features/auth/authThunks';
import { startAnalytics } from './lib/firebase';
import { createStaticI18n, DEFAULT_LANGUAGE, i18n, initI18n, isLanguage } from './lib/i18n';

const store = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The page's own head tags written by the prerenderer (title, description, canonical, ...). */
const PRERENDERED_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], meta[property], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"]';

function renderFresh(target: HTMLElement, overPrerenderedHtml = false) {
  // React renders its own head tags; the prerendered ones would otherwise stay beside them.
  if (overPrerenderedHtml) {
    document.head.querySelectorAll(PRERENDERED_HEAD_TAGS).forEach((tag) => tag.remove());
  }
  void initI18n();
  const router = createBrowserRouter(routes);
  createRoot(target).render(
    <Root store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Root>,
  );
}

/** Runs `done` once, after the hydrated tree has committed. */
function AfterHydration({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

async function hydrate(
  target: HTMLElement,
  hydrationData: NonNullable<ReturnType<typeof readHydrationData>>,
) {
  const htmlLanguage = document.documentElement.lang;
  const language = isLanguage(htmlLanguage) ? htmlLanguage : DEFAULT_LANGUAGE;
  await Promise.all([
    initI18n().then(() => i18n.loadLanguages(language)),
    resolveLazyRoutes(routes, window.location.pathname),
  ]);
  const translation: unknown = i18n.getResourceBundle(language, 'translation');
  // Without the HTML's translations the tree cannot match it: render afresh instead.
  if (!translation) throw new Error(`No ${language} translations to hydrate with`);
  const router = createBrowserRouter(routes, { hydrationData });
  const pageI18n = createStaticI18n(language, { [language]: { translation } });
  const tree = (instance: typeof i18n, onHydrated?: () => void) => (
    <Root store={store} i18n={instance}>
      <RouterProvider router={router} />
      {onHydrated && <AfterHydration done={onHydrated} />}
    </Root>
  );
  let root: ReactRoot | undefined = undefined;
  // First the HTML's own language; once hydrated, the detected one (often the same). Loaders
  // that read the language (a post's body) run again when it differs.
  const handOver = () => {
    root?.render(tree(i18n));
    if (i18n.resolvedLanguage !== language) void router.revalidate();
  };
  root = hydrateRoot(target, tree(pageI18n, handOver));
}

/**
 * The HTML was prerendered for the bare path: a query string other than `?lng=` (a blog page
 * number, say) may render differently, so such a visit renders afresh instead of hydrating.
 */
function urlMatchesPrerender(): boolean {
  const params = new URLSearchParams(window.location.search);
  params.delete('lng');
  return params.size === 0;
}

const hydrationData = readHydrationData();
if (hydrationData && urlMatchesPrerender()) {
  hydrate(container, hydrationData).catch((error: unknown) => {
    console.warn('Hydration skipped:', error);
    renderFresh(container, true);
  });
} else {
  renderFresh(container, hydrationData !== undefined);
}

// The Firebase SDK loads in its own chunks once the page has loaded and the browser is idle,
// so it never competes with the page's own scripts, fonts and images.
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work) : setTimeout(work, 1);
window.addEventListener(
  'load',
  () =>
    whenIdle(() => {
      void store.dispatch(listenToAuthChanges());
      void startAnalytics();
    }),
  { once: true },
);
