// Inlined into every page's <head> by the build (config/webpack/bootScript.mjs, with its lines
// trimmed and these comments dropped; firebase.json's CSP allows it by its hash).
// It sets the colour mode before the first paint, keeps the header the browser's until React has
// hydrated (applying a choice in its theme menu meanwhile), and starts the site's scripts once
// the first contentful paint is on screen and the document is parsed. A prerendered page is
// complete without them, and its header works without them
// (docs/architecture.md#the-header-before-hydration). Requested with the HTML,
// they would share the connection with the stylesheet, the font and the hero image and delay
// that paint (measured: Lighthouse's LCP at 4x went from 1.0-1.1x to 1.3-2.0x the page without
// scripts). The order of the list is kept (async = false): vendor, the app, react-dom, main
// with webpack's runtime (config/webpack/bootScript.mjs).
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

  // A page's first sessionStorage read waits for the browser to hand the storage over (1-5 ms
  // at full speed here, 7-42 under Lighthouse's tracing), and react-router reads it as it starts.
  // Read once now, before the first paint, where that wait holds up no tap: after the paint it
  // was a task of its own that a tap could land behind.
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage blocked: the router's own read fails the same way and goes without.
  }

  // Until React has hydrated (<html data-hydrated>), a header marked data-native-until-hydrated
  // is the browser's: its menus are popovers and <details>, its links links, its search a form
  // (docs/architecture.md#the-header-before-hydration). Its events stop here, before React's
  // listeners on #root: React, seeing a tap or a key in content it has not yet hydrated,
  // hydrates all of it at once before it answers (150-280 ms at 6x CPU for the site's header,
  // a page frozen under the visitor's finger). The browser still does what the element says.
  // These are the events react-dom hydrates for (its discreteReplayableEvents).
  const hydratesReact =
    'pointerdown pointerup pointercancel touchstart touchend touchcancel mousedown mouseup click auxclick dblclick contextmenu keydown keypress keyup input change compositionstart compositionend textInput copy cut paste dragstart dragend drop reset';
  const beforeHydration = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (
      !target?.closest('[data-native-until-hydrated]') ||
      document.documentElement.dataset.hydrated === 'true'
    )
      return;
    event.stopPropagation();
    if (event.type === 'click') chooseTheme(target.closest('[data-theme-choice]'));
  };
  // Passive: a touch listener that may cancel makes the browser wait for this thread before it
  // scrolls or taps (a tap during the boot then waited 60-140 ms at 6x CPU for tasks already
  // running); stopPropagation needs no cancelling.
  for (const type of hydratesReact.split(' ')) {
    window.addEventListener(type, beforeHydration, { capture: true, passive: true });
  }

  // A choice in the theme menu before React runs (the menu is a popover that opens without
  // script: docs/theme.md): stored and applied as src/lib/theme.ts chooseTheme does, the menu
  // closed. Once React has hydrated, ThemeToggle handles it instead.
  const chooseTheme = (item) => {
    if (!item) return;
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
  };

  const list = document.currentScript?.dataset.scripts ?? '';
  let started = false;
  const start = () => {
    if (started) return;
    // main expects the whole document (#root and the data elements after it).
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    appendScripts(list.split(' ').filter(Boolean));
  };
  // One script a task: appending one starts its request inside the call, 8-12 ms at 6x CPU,
  // and the six at once made a task a tap waited behind. They still run in the list's order.
  const appendScripts = (sources) => {
    const [src, ...rest] = sources;
    if (!src) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    // A script that failed is taken out again: webpack's import() of its chunk would reuse
    // that <script> and wait for its load event until the 120 s chunk time-out, where a new
    // one retries the request (and fails fast, showing the start failure).
    script.onerror = () => script.remove();
    document.head.append(script);
    setTimeout(() => appendScripts(rest), 0);
  };
  const afterwards = () => setTimeout(start, 0);

  // A background tab paints nothing: start at once there, or as soon as it is hidden.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterwards();
    }).observe({ type: 'paint', buffered: true });
    // Should that entry never come, the page still gets its scripts.
    window.addEventListener('load', () => setTimeout(start, 1000), { once: true });
  } else {
    requestAnimationFrame(afterwards);
  }
})();
