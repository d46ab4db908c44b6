// Renders what the page defers until it nears the viewport (`content-visibility: auto`, the
// render-when-near mixin in src/styles/_tools.scss) and waits until the layout holds still.
// Until a deferred block has been rendered once it keeps a placeholder height, its real content
// overflowing onto the blocks after it; which blocks were rendered at load depends on timing.
// A person never sees that (a block renders before it scrolls into view), but an axe scan and a
// full-page screenshot read the whole page at once: both call this first. Used by
// tests/e2e/support.ts (every axe scan, and a click far down a page waits for a still layout)
// and config/screenshot.mjs.
// The functions passed to page.evaluate run in the page:
/* global document, HTMLElement, getComputedStyle, requestAnimationFrame */

/** @param {import('@playwright/test').Page} page */
export async function renderDeferredContent(page) {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement)) continue;
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      // Exactly what `auto` is once near the viewport: rendered, with layout, style and paint
      // containment (https://drafts.csswg.org/css-contain-2/#content-visibility). An inline
      // style: the site's CSP forbids injected style sheets.
      element.style.contain = 'layout style paint';
      element.style.contentVisibility = 'visible';
    }
  });
  await waitForStableLayout(page);
}

/**
 * Resolves once every image has loaded (or failed; lazy ones are loaded first) and the page's
 * height and the position of each top-level block of <main> are the same in three animation
 * frames in a row (at most ~5 s).
 * @param {import('@playwright/test').Page} page
 */
export async function waitForStableLayout(page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 5_000;
    await Promise.race([
      Promise.all(
        Array.from(document.images, (image) => {
          if (image.complete) return undefined;
          // A lazy image far from the viewport is never fetched, so its decode() would wait out
          // the deadline: load it now, as scrolling to it would.
          if (image.loading === 'lazy') image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const layout = () =>
      [
        document.documentElement.scrollHeight,
        ...Array.from(document.querySelectorAll('main > *, main > * > *, footer'), (element) => {
          const box = element.getBoundingClientRect();
          return `${Math.round(box.top)}:${Math.round(box.height)}`;
        }),
      ].join(' ');
    let last = layout();
    let steady = 0;
    while (steady < 2 && performance.now() < deadline) {
      await frame();
      const now = layout();
      steady = now === last ? steady + 1 : 0;
      last = now;
    }
  });
}
