// Things that must fit where they are shown: the header's entries on one line at every desktop
// width, the office drawing on /tentang within a phone's width, and the product comparison's
// hint that it scrolls sideways on a phone, in both languages.
import { expect, test, type Page } from '@playwright/test';
import { siteHeader, waitForPage } from './support';

const LANGUAGES = [
  { prefix: '', hint: /Geser ke samping/ },
  { prefix: '/en', hint: /Scroll sideways/ },
] as const;

/** How many lines each top-level entry of the main navigation takes, by its label. */
function linesPerEntry(page: Page): Promise<Record<string, number>> {
  return siteHeader(page)
    .locator('.navbar-nav > li > .nav-link, .navbar-nav > li > details > summary')
    .evaluateAll((entries) =>
      Object.fromEntries(
        entries.map((entry) => {
          const range = document.createRange();
          range.selectNodeContents(entry);
          const tops = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0 && rect.height > 0)
              .map((rect) => Math.round(rect.top)),
          );
          return [entry.textContent?.trim() ?? '', tops.size];
        }),
      ),
    );
}

for (const { prefix } of LANGUAGES) {
  for (const width of [992, 1024, 1200]) {
    test(`the header's entries each fit on one line at ${width} px (${prefix || '/'})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // Beranda's top bar carries the most: Log In and Download as well.
      await page.goto(`${prefix}/home`);
      await waitForPage(page);
      const lines = await linesPerEntry(page);
      expect(Object.keys(lines).length).toBeGreaterThanOrEqual(5);
      for (const [label, count] of Object.entries(lines)) expect(count, label).toBe(1);
      // And the bar is one row: every action (theme, ID/EN, Log In, Download) and search sit
      // level with the entries, none wrapped below them.
      const row = (await siteHeader(page).locator('.navbar-nav > li').first().boundingBox())!;
      const others = siteHeader(page).locator('.navbar-actions > *, .search-button');
      for (const other of await others.all()) {
        const box = (await other.boundingBox())!;
        const middle = box.y + box.height / 2;
        expect(middle).toBeGreaterThan(row.y);
        expect(middle).toBeLessThan(row.y + row.height);
      }
    });
  }
}

for (const { prefix } of LANGUAGES) {
  test(`the office drawing on /tentang fits a 375 px screen (${prefix || '/'})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${prefix}/tentang`);
    await waitForPage(page);
    const drawing = page.locator('.about-office-illustration');
    await drawing.scrollIntoViewIfNeeded();
    const box = (await drawing.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Drawn whole: its shape kept (480 × 360), not cropped.
    expect(box.width / box.height).toBeCloseTo(480 / 360, 1);
  });
}

for (const { prefix, hint } of LANGUAGES) {
  test(`on a phone the product comparison says it scrolls sideways (${prefix || '/'})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${prefix}/produk`);
    await waitForPage(page);
    const region = page.locator('.product-comparison-scroll');
    // A labelled region the keyboard reaches, wider inside than it is.
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveAttribute('aria-labelledby', /.+/);
    expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    const shown = page.getByText(hint);
    await expect(shown).toBeVisible();
    // Just above the table, where the eye goes first.
    const hintBox = (await shown.boundingBox())!;
    expect(hintBox.y).toBeLessThan((await region.boundingBox())!.y);

    // Where the whole table fits, no hint.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(false);
    await expect(shown).toBeHidden();
  });
}
