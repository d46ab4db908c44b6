// Boot: decide how the page starts (app/startPlan.ts), start i18next in the plan's language,
// then the app (app/startApp.tsx, a chunk of its own): each step a task of its own, none long
// enough to hold up a tap on a low-tier phone (docs/language.md#4-the-start-hydrate-or-render-afresh).
import './styles/main.scss';
import { prerenderedPath, readPageTranslation } from './app/hydration';
import { showStartFailure } from './app/startFailure';
import { planStart, urlLanguage, type PageAtStart } from './app/startPlan';
import {
  detectVisitorLanguage,
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
  // Parsed once: the page's translations by namespace, embedded in its HTML.
  const embedded = readPageTranslation();
  const page = pageAtStart(embedded !== undefined);
  // A page without its translations (the app shell) renders afresh and loads them: the
  // backend's chunk comes beside the detector's, not after it.
  if (!embedded) preloadTranslationBackend();
  // Only a single-URL page (auth, admin, template material) asks the visitor's language.
  const visitor = urlLanguage(page.pathname) ? undefined : await detectVisitorLanguage();
  const plan = planStart(page, visitor);
  if (plan.mode === 'hydrate' && embedded) startI18nWith(plan.language, embedded);
  // Until the translations are there, react-i18next suspends: Root's fallback (Memuat...) shows.
  // Rendered afresh over prerendered HTML, the page's namespaces load together.
  else startI18n(plan.language, embedded && Object.keys(embedded)).catch(reportTranslationFailure);
  // The app's modules run in a task of their own, not in the one that ran main's.
  await nextTask();
  const { startApp } = await import(/* webpackChunkName: "app" */ './app/startApp');
  await nextTask();
  await startApp(container, plan);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
boot(container).catch((error: unknown) => {
  // React could not start at all (a chunk did not load): say so, offer a reload.
  console.error('Memuat halaman gagal:', error);
  showStartFailure(container);
});
