// What a page shows when React itself cannot start: react-dom's chunk failed to load (a stale
// tab after a deploy, a dropped connection). Without React, RouteErrorPage cannot render, so
// this is plain DOM with the same texts: never a spinner that stays for ever.
import { i18n } from '../lib/i18n';
import { paths } from '../lib/paths';

/** The page's translation when i18next has it, else the Indonesian text (the default). */
function text(key: string, indonesian: string): string {
  return i18n.isInitialized && i18n.exists(key) ? i18n.t(key) : indonesian;
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
  message.textContent = text(
    'error.lead',
    'Halaman ini gagal dimuat. Coba muat ulang; jika masih gagal, kembali ke Beranda.',
  );
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-primary';
  reload.textContent = text('error.reload', 'Muat ulang');
  reload.addEventListener('click', () => window.location.reload());
  const home = document.createElement('a');
  home.className = 'btn btn-outline-primary';
  home.href = paths.home;
  home.textContent = text('error.home', 'Kembali ke Beranda');
  alert.append(message, reload, home);

  // index.html's placeholder is #root's only child until React renders.
  const placeholder = target.children.length === 1 ? target.firstElementChild : null;
  if (placeholder?.matches('.page-loading')) placeholder.replaceWith(alert);
  else target.prepend(alert);
  return alert;
}
