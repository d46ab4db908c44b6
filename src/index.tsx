// Boot: styles, i18n, store, router; then, off the first paint, the auth listener and analytics.
// A prerendered page (build/<path>/index.html, English ones under build/en/) is hydrated in the
// language of its HTML with the translations embedded in it; the app shell (auth and admin
// routes) is rendered fresh. The URL names the language; on an Indonesian page the visitor's
// detected language may then move the page to its English twin (docs/language.md).
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/main.scss';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import {
  prerenderedPath,
  readHydrationData,
  readPageTranslation,
  resolveLazyRoutes,
} from './app/hydration';
import { Root } from './app/Root';
import { routes } from './app/routes';
import { showStartFailure } from './app/startFailure';
import { makeStore } from './app/store';
import { i18n, isLanguage, type Language } from './lib/i18n';
import {
  detectVisitorLanguage,
  reportTranslationFailure,
  startI18n,
  startI18nWith,
} from './lib/i18nInit';
import { hasLanguageTwin, languageOfPath, stripLanguage } from './lib/languagePaths';
import { retirePrerenderedHead } from './lib/prerenderedHead';

const store = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Ends the current task, so the browser can handle input and paint before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * react-dom's client in a chunk of its own, which the boot script has already fetched with
 * main (config/webpack/bootScript.js): its modules run here, in a task of their own, rather
 * than in main's, which already runs i18next's, the router's and the store's.
 */
async function loadReactDom() {
  await yieldToBrowser();
  return import(/* webpackChunkName: "react-dom" */ 'react-dom/client');
}

/** The language the URL names; none on the single-URL pages (auth, admin, template material). */
function urlLanguage(): Language | undefined {
  const { pathname } = window.location;
  return hasLanguageTwin(stripLanguage(pathname)) ? languageOfPath(pathname) : undefined;
}

/** After the first commit, in a chunk of its own: app/visitorLanguage.ts. */
function followVisitorLanguage(router: DataRouter) {
  const shown = urlLanguage();
  // An English page reads nothing but `?lng=`.
  if (!shown || (shown === 'en' && !new URLSearchParams(window.location.search).has('lng'))) return;
  import('./app/visitorLanguage')
    .then((module) => module.followVisitorLanguage(router, shown))
    .catch(reportTranslationFailure);
}

async function renderFresh(target: HTMLElement, overPrerenderedHtml = false) {
  // Until i18next is ready, react-i18next suspends: the router's fallback (Memuat...) shows.
  startI18n(urlLanguage()).catch(reportTranslationFailure);
  const router = createBrowserRouter(routes);
  const { createRoot } = await loadReactDom();
  // React renders its own head tags; the prerendered ones would otherwise stay beside them.
  if (overPrerenderedHtml) retirePrerenderedHead();
  // The app shell serves the auth and admin routes, whose guard waits for the auth state:
  // there Firebase starts at once.
  const started = () => {
    document.documentElement.dataset.hydrated = 'true';
    if (overPrerenderedHtml) startFirebase();
    else startFirebaseNow();
    followVisitorLanguage(router);
  };
  createRoot(target).render(
    <Root store={store} i18n={i18n}>
      <RouterProvider router={router} />
      <AfterCommit done={started} />
    </Root>,
  );
}

/** Runs `done` once, after the tree has first committed. */
function AfterCommit({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

async function hydrate(
  target: HTMLElement,
  hydrationData: NonNullable<ReturnType<typeof readHydrationData>>,
) {
  const htmlLanguage = document.documentElement.lang;
  const language = urlLanguage();
  // English not-found pages are served build/404.html, which is Indonesian.
  if (!isLanguage(htmlLanguage) || (language && language !== htmlLanguage)) {
    throw new Error(`The HTML is in ${htmlLanguage}, the URL names ${language}`);
  }
  const translation = readPageTranslation();
  // Without the HTML's translations the tree cannot match it: render afresh instead.
  if (!translation) throw new Error(`No ${htmlLanguage} translations to hydrate with`);
  startI18nWith(htmlLanguage, translation);
  // A single-URL page follows the visitor's language: rendered afresh in it, if not the HTML's.
  if (!language) {
    const visitor = await detectVisitorLanguage();
    if (visitor !== htmlLanguage) {
      await i18n.changeLanguage(visitor);
      return renderFresh(target, true);
    }
  }
  // Each step is a task of its own: none long enough to hold up a tap.
  const { hydrateRoot } = await loadReactDom();
  await yieldToBrowser();
  await resolveLazyRoutes(routes, window.location.pathname);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData });
  await yieldToBrowser();
  const started = () => {
    document.documentElement.dataset.hydrated = 'true';
    startFirebase();
    followVisitorLanguage(router);
  };
  // Not in a transition (which React would hydrate in time slices): under load the browser
  // suite then saw forms answer and the language switch land seconds late.
  hydrateRoot(
    target,
    <Root store={store} i18n={i18n}>
      <RouterProvider router={router} />
      <AfterCommit done={started} />
    </Root>,
  );
}

/**
 * The HTML was prerendered for one bare path: another path (build/404.html answers every unknown
 * one, whose page may differ: a single-URL section's switcher, say) or a query string other than
 * `?lng=` (a blog page number) may render differently, so such a visit renders afresh instead.
 */
function urlMatchesPrerender(): boolean {
  const params = new URLSearchParams(window.location.search);
  params.delete('lng');
  return params.size === 0 && prerenderedPath() === window.location.pathname;
}

/** React could not start at all (react-dom's chunk did not load): say so, offer a reload. */
const startFailed = (error: unknown) => {
  console.error('Memuat halaman gagal:', error);
  showStartFailure(container);
};

const hydrationData = readHydrationData();
if (hydrationData && urlMatchesPrerender()) {
  hydrate(container, hydrationData).catch((error: unknown) => {
    console.warn('Hydration skipped:', error);
    renderFresh(container, true).catch(startFailed);
  });
} else {
  renderFresh(container, hydrationData !== undefined).catch(startFailed);
}

// The auth listener and analytics, and with them the Firebase SDK, load in their own chunks
// once the page has rendered and loaded and the browser is idle, so they never compete with
// the page's own scripts, fonts and images. (public/boot.js starts this script after the first
// paint, which may be after `load`.) The app shell does not wait: its routes need the auth state.
// On a page that is never idle, two seconds is long enough to wait: the navbar shows the
// signed-in state from the listener.
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(work, { timeout: 2_000 })
    : setTimeout(work, 1);
const reportFirebaseFailure = (error: unknown) => console.error('Memuat Firebase gagal:', error);
let firebaseStarted = false;
/** Called on React's first commit. */
function startFirebase({ waitForIdle = true } = {}) {
  if (firebaseStarted) return;
  firebaseStarted = true;
  // The moment the page became interactive, for DevTools' timeline and the browser suite
  // (which checks no Firebase script was requested before it).
  performance.mark('segara:interactive');
  const load = () =>
    Promise.all([
      import('./features/auth/authThunks').then(({ listenToAuthChanges }) =>
        store.dispatch(listenToAuthChanges()),
      ),
      import('./lib/analytics').then(({ startAnalytics }) => startAnalytics()),
    ]).catch(reportFirebaseFailure);
  if (!waitForIdle) return void load();
  // The public pages ask for analytics consent then too, from analytics' chunk: off the page's
  // start, its main chunk and its largest paint (the sign-in and admin pages do not ask).
  const start = () =>
    whenIdle(() => {
      void load();
      import('./lib/analytics')
        .then((analytics) => analytics.askForConsent())
        .catch(reportFirebaseFailure);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
const startFirebaseNow = () => startFirebase({ waitForIdle: false });
