// The floating WhatsApp and back-to-top buttons (docs/product.md#whatsapp) on a phone, a tablet
// held either way and a laptop: scrolled through a page half a screen at a time, at no position
// does either cover a link, a button, a form field, a code block's copy button or a focusable
// scroll region, in either language.
import { expect, test, type Page } from '@playwright/test';
import { scrollToY, waitForPage } from './support';

/**
 * One page of each kind of control that reaches the column's right edge: a form, code blocks
 * with copy buttons, a wide table in a scroll region, an accordion. The closing band and the
 * footer are on every page.
 */
const KINDS_OF_CONTROLS = [
  '/kontak',
  '/blog/menyiapkan-server-ubuntu-untuk-segara-reservasi',
  '/produk',
  '/produk/kasir-warung',
];

/**
 * On a phone, where every control is in the buttons' way until the page makes room for them,
 * also the longest pages: /tentang's lists and office card, a role's application form.
 */
const PHONE_PAGES = [...KINDS_OF_CONTROLS, '/tentang', '/karir/android-engineer'];

/**
 * A phone; a tablet upright and on its side, and a laptop, where the container's margin is
 * narrower or wider than the buttons' column (docs/product.md#whatsapp).
 */
const VIEWPORTS = [
  { width: 375, height: 740, pages: PHONE_PAGES },
  { width: 768, height: 1024, pages: KINDS_OF_CONTROLS },
  { width: 1024, height: 768, pages: KINDS_OF_CONTROLS },
  { width: 1280, height: 800, pages: KINDS_OF_CONTROLS },
];

/** What a visitor taps or types into. */
// Not `tabindex="-1"`: a target for focus from script (<main> for the skip link), not a control.
const CONTROLS =
  'a, button, input, textarea, select, summary, [role=button], [tabindex]:not([tabindex="-1"])';
const FLOATING = '.whatsapp-button, .back-to-top';

interface Covered {
  floating: string;
  control: string;
}

/**
 * Every visible control's boxes (each line of a wrapped link its own, clipped by the scroll
 * regions around it) that a floating button's box intersects, at the current scroll position.
 */
function coveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(
    ({ controls, floating }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const intersect = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
      /** The part of `box` its clipping ancestors (scroll regions, overflow: hidden) let show. */
      const clipped = (element: Element, box: Box): Box => {
        let shown = box;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow !== 'visible') {
            shown = intersect(shown, parent.getBoundingClientRect());
          }
        }
        return shown;
      };
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().replace(/\s+/g, '.')}` : ''} “${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}”`;

      const buttons = [...document.querySelectorAll(floating)].filter((button) =>
        button.checkVisibility(),
      );
      const found: { floating: string; control: string }[] = [];
      for (const element of document.querySelectorAll(controls)) {
        if (
          element.closest(floating) ||
          !element.checkVisibility({ checkOpacity: true, visibilityProperty: true })
        )
          continue;
        // The skip link and other visually hidden text: a 1 px clipped box, not a target.
        if (getComputedStyle(element).clip !== 'auto') continue;
        for (const rect of element.getClientRects()) {
          const shown = clipped(element, rect);
          if (isEmpty(shown)) continue;
          for (const button of buttons) {
            if (!isEmpty(intersect(shown, button.getBoundingClientRect()))) {
              found.push({ floating: describe(button), control: describe(element) });
            }
          }
        }
      }
      return found;
    },
    { controls: CONTROLS, floating: FLOATING },
  );
}

for (const { width, height, pages } of VIEWPORTS) {
  for (const language of ['id', 'en'] as const) {
    for (const path of pages) {
      const url = language === 'en' ? `/en${path}` : path;
      test(`at ${width} px no floating button covers a control at any scroll position: ${url}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        await page.goto(url);
        await waitForPage(page);
        await expect(page.locator('.whatsapp-button')).toBeVisible();
        const covered: string[] = [];
        // The page's length is measured again at each step: sections deferred until they near
        // the screen (content-visibility) take their real height as they arrive.
        for (let y = 0; ; y += height / 2) {
          const end = await page.evaluate(
            () => document.documentElement.scrollHeight - window.innerHeight,
          );
          const at = Math.min(Math.round(y), end);
          await scrollToY(page, at);
          for (const { floating, control } of await coveredControls(page)) {
            covered.push(`at ${at} px: ${floating} covers ${control}`);
          }
          if (at >= end) break;
        }
        // Past the first screen back-to-top shows: it was part of the check.
        await expect(page.locator('.back-to-top')).toBeVisible();
        expect(covered).toEqual([]);
      });
    }
  }
}
