// Inlined into every page's <head> by the build (config/webpack/bootScript.js, with its lines
// trimmed and these comments dropped; firebase.json's CSP allows it by its hash).
// It sets the colour mode before the first paint, applies a choice in the theme menu made before
// React has hydrated, and takes out a page script that failed to load. The site's scripts are
// `defer` tags of their own (public/index.html): fetched with the HTML, run once it is parsed.
(() => {
  // The colour mode, before the first paint (no flash of the other theme): the stored choice
  // (src/lib/theme.ts: key `theme`, `light` or `dark`, else the system's), and with the
  // system's, each later change of the operating system's setting.
  const darkQuery = matchMedia('(prefers-color-scheme: dark)');
  const applyTheme = () => {
    let choice = null;
    try {
      choice = localStorage.getItem('theme');
    } catch {
      // Blocked storage: the system's mode.
    }
    const dark = choice === 'dark' || (choice !== 'light' && darkQuery.matches);
    document.documentElement.dataset.bsTheme = dark ? 'dark' : 'light';
  };
  applyTheme();
  darkQuery.addEventListener('change', applyTheme);

  // A choice in the theme menu before React runs (the menu is a popover that opens without
  // script: docs/theme.md): stored and applied as src/lib/theme.ts chooseTheme does, the menu
  // closed. Once React has hydrated (<html data-hydrated>), ThemeToggle handles it instead.
  document.addEventListener('click', (event) => {
    const item = event.target instanceof Element && event.target.closest('[data-theme-choice]');
    if (!item || document.documentElement.dataset.hydrated === 'true') return;
    const choice = item.dataset.themeChoice;
    try {
      localStorage.setItem('theme', choice);
    } catch {
      // Blocked storage: the choice holds for this page only.
    }
    const dark = choice === 'dark' || (choice !== 'light' && darkQuery.matches);
    document.documentElement.dataset.bsTheme = dark ? 'dark' : 'light';
    for (const other of item.closest('[role="menu"]')?.querySelectorAll('[data-theme-choice]') ??
      []) {
      other.setAttribute('aria-checked', String(other === item));
    }
    item.closest('[popover]')?.hidePopover();
  });

  // A page script that failed to load is taken out again: webpack's import() of its chunk would
  // otherwise reuse that <script> and wait for its load event until the 120 s chunk time-out,
  // where a new one retries the request (and fails fast, showing the start failure).
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src) event.target.remove();
    },
    true,
  );
})();
