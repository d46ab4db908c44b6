// The site search (docs/search.md) in both languages at 375 and 1280 px: opened by the navbar
// button, by `/` and by Ctrl-K; Indonesian matched on the root of a word, English on its stem;
// the keyboard path from typing to the post; /blog?q= as a shareable view with its no-results
// message; nothing of search loaded before it opens; a failed index load with its retry.
import { expect, test, type Page } from '@playwright/test';
import { scanWithAxe, siteHeader, waitForPage, watchForProblems } from './support';

const INDEX = /\/static\/search\/(id|en)\.[0-9a-f]{8}\.json$/;
const INSTALL_KASIR = '/blog/install-segara-kasir-di-tablet-android';
const INSTALL_PRINTER = '/blog/install-printer-bluetooth-struk';

const VISITS = [
  {
    lang: 'id',
    home: '/home',
    button: 'Cari',
    input: /Cari post/,
    locale: 'id-ID',
    escHint:
      '↑ ↓ untuk memilih, Enter untuk membuka, Esc untuk mengosongkan kolom atau, bila sudah kosong, menutup',
  },
  {
    lang: 'en',
    home: '/en/home',
    button: 'Search',
    input: /Search posts/,
    locale: 'en-US',
    escHint: '↑ ↓ to choose, Enter to open, Esc to clear the field or, when it is empty, to close',
  },
] as const;

function searchDialog(page: Page) {
  return page.locator('dialog.search-dialog');
}

/**
 * Presses a shortcut until search opens: the listener is attached by an effect just after
 * hydration, which `waitForPage` can see a moment before.
 */
async function openWith(page: Page, key: string) {
  await expect(async () => {
    if (!(await searchDialog(page).isVisible())) await page.keyboard.press(key);
    await expect(searchDialog(page).getByRole('searchbox')).toBeFocused({ timeout: 1000 });
  }).toPass();
}

async function resultLinks(page: Page) {
  const hits = searchDialog(page).locator('.search-hit-title');
  await expect(hits.first()).toBeVisible();
  return hits;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const visit of VISITS) {
      test.describe(visit.lang, () => {
        test.use({ locale: visit.locale });

        test('the navbar button opens search; Esc closes it and focus returns to the button', async ({
          page,
        }) => {
          const problems = watchForProblems(page);
          await page.goto(visit.home);
          await waitForPage(page);
          const button = page
            .locator('header.site-header')
            .getByRole('button', { name: visit.button, exact: true });
          await expect(button).toBeVisible();
          await button.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await expect(dialog.getByLabel(visit.input)).toBeFocused();
          const results = await scanWithAxe(page);
          expect(results.violations).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(button).toBeFocused();
          expect(problems.list).toEqual([]);
        });

        test('Esc clears a filled field first, then closes; the hint says so', async ({ page }) => {
          await page.goto(visit.home);
          await waitForPage(page);
          await openWith(page, '/');
          const input = searchDialog(page).getByRole('searchbox');
          await expect(input).toHaveAccessibleDescription(visit.escHint);
          await input.fill('printer');
          await resultLinks(page);
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Escape');
          await expect(input).toHaveValue('');
          await expect(input).toBeFocused();
          await expect(searchDialog(page)).toBeVisible();
          await expect(searchDialog(page).locator('.search-hit-title')).toHaveCount(0);
          await page.keyboard.press('Escape');
          await expect(searchDialog(page)).toBeHidden();
        });

        test('`/` and Ctrl-K open search, but not while typing in a field', async ({ page }) => {
          await page.goto(visit.lang === 'id' ? '/kontak' : '/en/kontak');
          await waitForPage(page);
          await openWith(page, '/');
          await page.keyboard.press('Escape');
          await expect(searchDialog(page)).toBeHidden();
          await page.keyboard.press('Control+k');
          await expect(searchDialog(page)).toBeVisible();
          await page.keyboard.press('Escape');
          // In the contact form's fields the keys type as usual.
          const field = page.locator('main input[type="text"], main input:not([type])').first();
          await field.click();
          await page.keyboard.press('/');
          await page.keyboard.press('Control+k');
          await expect(searchDialog(page)).toBeHidden();
          await expect(field).toHaveValue('/');
        });
      });
    }

    test('Indonesian: pemasangan, memasang and dipasang all find the posts about pasang', async ({
      page,
    }) => {
      await page.goto('/blog');
      await waitForPage(page);
      await openWith(page, '/');
      const input = searchDialog(page).getByRole('searchbox');
      const found: string[][] = [];
      for (const term of ['pemasangan', 'memasang', 'dipasang']) {
        await input.fill(term);
        await expect(searchDialog(page).getByRole('status')).toContainText(`“${term}”`);
        const hits = await resultLinks(page);
        const hrefs = await hits.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href') ?? ''),
        );
        expect(hrefs).toContain(INSTALL_KASIR);
        expect(hrefs).toContain(INSTALL_PRINTER);
        found.push(hrefs);
        // The snippet marks the words sharing the root.
        await expect(searchDialog(page).locator('mark').first()).toBeVisible();
      }
      expect(found[1]).toEqual(found[0]);
      expect(found[2]).toEqual(found[0]);
    });

    test('English: "installing" finds the install guides, with the category and date shown', async ({
      page,
    }) => {
      await page.goto('/en/blog');
      await waitForPage(page);
      await openWith(page, '/');
      await searchDialog(page).getByRole('searchbox').fill('installing');
      const hits = await resultLinks(page);
      const hrefs = await hits.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs).toContain(`/en${INSTALL_KASIR}`);
      const first = searchDialog(page).locator('.search-hit').first();
      await expect(first.locator('.search-hit-meta')).toContainText('Install');
      await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(first.locator('mark').first()).toBeVisible();
    });

    test('the keyboard path: type, arrows through the results, Enter opens the post', async ({
      page,
    }) => {
      await page.goto('/home');
      await waitForPage(page);
      await openWith(page, 'Control+k');
      await page.keyboard.type('printer bluetooth');
      const hits = await resultLinks(page);
      await page.keyboard.press('ArrowDown');
      await expect(hits.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(hits.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(hits.nth(0)).toBeFocused();
      const target = await hits.nth(0).getAttribute('href');
      expect(target).toBe(INSTALL_PRINTER);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(INSTALL_PRINTER);
      await expect(searchDialog(page)).toHaveCount(0);
      await expect(page.locator('main h1')).toContainText(/printer/i);
    });

    test('/blog?q= is a shareable results view; no results offers the categories', async ({
      page,
    }) => {
      const problems = watchForProblems(page);
      await page.goto('/blog?q=dipasang');
      await waitForPage(page);
      const view = page.locator('section.blog-search');
      await expect(view.getByRole('searchbox')).toHaveValue('dipasang');
      await expect(view.locator(`a[href="${INSTALL_KASIR}"]`)).toBeVisible();
      expect(problems.list).toEqual([]);

      await page.goto('/en/blog?q=installing');
      await waitForPage(page);
      // The query is read once React is there: the field holds it, the results follow.
      await expect(view.getByRole('searchbox')).toHaveValue('installing');
      await expect(page.locator(`section.blog-search a[href="/en${INSTALL_KASIR}"]`)).toBeVisible();

      // A new query from the view's own field becomes the URL.
      await page.locator('section.blog-search').getByRole('searchbox').fill('zzqxw');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/en/blog?q=zzqxw');
      await expect(page.getByText('No results for “zzqxw”.')).toBeVisible();
      await expect(
        page.locator('section.blog-search').getByRole('link', { name: 'Tutorials' }),
      ).toHaveAttribute('href', '/en/blog/tutorial');

      await page.goto('/blog?q=zzqxw');
      await expect(page.getByText('Tidak ada hasil untuk “zzqxw”.')).toBeVisible();
      const results = await scanWithAxe(page);
      expect(results.violations).toEqual([]);
    });
  });
}

test('nothing of search is downloaded before it opens; then the dialog chunk and the index are', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/blog');
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  const before = [...requested];
  expect(before.filter((path) => INDEX.test(path))).toEqual([]);
  // The header's search button (the blog's own search field above the list has a Cari too).
  await siteHeader(page).getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
  await expect.poll(() => requested.filter((path) => INDEX.test(path))).toHaveLength(1);
  const opened = requested.slice(before.length);
  // The dialog and the search library came with the click, none of them before it.
  expect(opened.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  expect(opened.filter((path) => before.includes(path))).toEqual([]);
});

test('a failed index load says so in the page language, keeps the query, and retries', async ({
  page,
}) => {
  let fail = true;
  await page.route(INDEX, (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/en/blog');
  await waitForPage(page);
  await openWith(page, '/');
  const dialog = searchDialog(page);
  await dialog.getByRole('searchbox').fill('printer');
  await expect(dialog.getByRole('alert')).toContainText('could not be loaded');
  fail = false;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('searchbox')).toHaveValue('printer');
  await expect(dialog.locator(`a[href="/en${INSTALL_PRINTER}"]`)).toBeVisible();
});
