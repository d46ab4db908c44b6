// What a page shows when React itself cannot start: react-dom's chunk or the page's
// translations failed to load (a stale tab after a deploy, a dropped connection). Without React,
// RouteErrorPage cannot render, so this is plain DOM with the same texts: never a spinner that
// stays for ever.
import { i18n, type Language } from '../lib/i18n';
import { localizePath } from '../lib/languagePaths';
import { paths } from '../lib/paths';

type ErrorKey = 'lead' | 'reload' | 'home';

/**
 * `error.*` of each language's translation file, for when i18next has none (they may be what
 * failed to load); tests/unit/app/startFailure.test.ts keeps them equal to the files.
 */
export const START_FAILURE_TEXT: Record<Language, Record<ErrorKey, string>> = {
  id: {
    lead: 'Halaman ini gagal dimuat. Coba muat ulang; jika masih gagal, kembali ke Beranda.',
    reload: 'Muat ulang',
    home: 'Kembali ke Beranda',
  },
  en: {
    lead: 'This page failed to load. Try reloading; if it still fails, go back to Home.',
    reload: 'Reload',
    home: 'Back to Home',
  },
};

/** The page's language: i18next's once started, else the HTML's. */
function pageLanguage(): Language {
  const lang = i18n.isInitialized ? i18n.resolvedLanguage : document.documentElement.lang;
  return lang === 'en' ? 'en' : 'id';
}

/** The page's translation when i18next has it, else the same text in the page's language. */
function text(key: ErrorKey): string {
  return i18n.isInitialized && i18n.exists(`error.${key}`)
    ? i18n.t(`error.${key}`)
    : START_FAILURE_TEXT[pageLanguage()][key];
}

/**
 * Shows an alert with "Muat ulang" and a link home in `target`: in place of the loading
 * placeholder of a page rendered in the browser, or above the content of a prerendered page
 * (still readable, but its menus and forms need the scripts). Returns the alert.
 */
export function showStartFailure(target: HTMLElement): HTMLElement {
  const alert = document.createElement('div');
  alert.className = 'alert alert-danger d-flex flex-wrap align-items-center gap-3 m-3';
  alert.setAttribute('role', 'alert');

  const message = document.createElement('p');
  message.className = 'mb-0';
  message.textContent = text('lead');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-primary';
  reload.textContent = text('reload');
  reload.addEventListener('click', () => window.location.reload());
  const home = document.createElement('a');
  home.className = 'btn btn-outline-primary';
  home.href = localizePath(paths.home, pageLanguage());
  home.textContent = text('home');
  alert.append(message, reload, home);

  // index.html's placeholder is #root's only child until React renders.
  const placeholder = target.children.length === 1 ? target.firstElementChild : null;
  if (placeholder?.matches('.page-loading')) placeholder.replaceWith(alert);
  else target.prepend(alert);
  return alert;
}
