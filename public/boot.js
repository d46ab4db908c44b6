// Inlined into every page's <head> by the build (config/webpack/bootScript.js, with its lines
// trimmed and these comments dropped; firebase.json's CSP allows it by its hash).
// It sets the colour mode before the first paint. The site's scripts are `defer` tags of their
// own (public/index.html): fetched with the HTML, run once it is parsed.
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
})();
