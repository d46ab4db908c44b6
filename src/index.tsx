// Boot: decide how the page starts (app/startPlan.ts), start i18next in the plan's language,
// then the app (app/startApp.tsx, a chunk of its own): each step a task of its own, none long
// enough to hold up a tap on a low-tier phone (docs/language.md#4-the-start-hydrate-or-render-afresh).
import './styles/main.scss';
import { prerenderedNamespaces, prerenderedPath } from './app/hydration';
import { showStartFailure } from './app/startFailure';
import { planStart, urlLanguage, type PageAtStart } from './app/startPlan';
import {
  detectVisitorLanguage,
  fetchTranslations,
  preloadTranslationBackend,
  reportTranslationFailure,
  startI18n,
  startI18nWith,
} from './lib/i18nInit';
import { nextTask } from './lib/nextTask';

function pageAtStart(hasTranslation: boolean): PageAtStart {
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    htmlLanguage: document.documentElement.lang,
    prerenderedPath: prerenderedPath(),
    hasTranslation,
  };
}

async function boot(container: HTMLElement) {
  // The translation namespaces the prerendered page was rendered with; none in the app shell.
  const namespaces = prerenderedNamespaces();
  const page = pageAtStart(namespaces !== undefined);
  // A page rendered afresh loads its translations through the backend: its chunk comes beside
  // the detector's, not after it.
  if (!namespaces) preloadTranslationBackend();
  // Only a single-URL page (auth, admin, template material) asks the visitor's language.
  const visitor = urlLanguage(page.pathname) ? undefined : await detectVisitorLanguage();
  const plan = planStart(page, visitor);
  // Hydration waits for i18next, started with the page's translations: fetched now, they arrive
  // while the app's chunks run. Rendered afresh, react-i18next suspends until they are there
  // (Root's fallback, Memuat...), and over prerendered HTML the page's namespaces load together.
  let translated: Promise<void> | undefined;
  if (plan.mode === 'hydrate' && namespaces) {
    translated = fetchTranslations(plan.language, namespaces).then((bundles) =>
      startI18nWith(plan.language, bundles),
    );
    // Its failure is startApp's to report, once it waits for it.
    translated.catch(() => undefined);
  } else startI18n(plan.language, namespaces).catch(reportTranslationFailure);
  // The app's modules run in a task of their own, not in the one that ran main's.
  await nextTask();
  const { startApp } = await import(/* webpackChunkName: "app" */ './app/startApp');
  await nextTask();
  await startApp(container, plan, translated);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
boot(container).catch((error: unknown) => {
  // React could not start at all (a chunk or the page's translations did not load): say so,
  // offer a reload.
  console.error('Memuat halaman gagal:', error);
  showStartFailure(container);
});
