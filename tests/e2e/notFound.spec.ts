// The not-found page is no dead end (docs/product.md#the-not-found-page): it offers the site's
// search and the pages closest to the path that was typed, in the page's language, at 375 and
// 1280 px. build/404.html cannot know the path: the suggestions arrive after hydration, in room
// kept for them from the first paint.
import { expect, test, type Page } from '@playwright/test';
import { scanWithAxe, waitForPage, watchForProblems } from './support';

const QRIS_POST = '/blog/qris-dinamis-untuk-kasir-warung';

const VISITS = [
  {
    lng: 'id',
    typed: '/blg/qris',
    prefix: '',
    title: 'Halaman tidak ditemukan',
    suggestions: 'Mungkin yang Anda cari',
    search: 'Cari post',
    resultsHeading: 'Hasil pencarian untuk “qris”',
  },
  {
    lng: 'en',
    typed: '/en/blg/qris',
    prefix: '/en',
    title: 'Page not found',
    suggestions: 'Perhaps you were looking for',
    search: 'Search posts',
    resultsHeading: 'Search results for “qris”',
  },
] as const;

const suggestionList = (page: Page, name: string) =>
  page.getByRole('navigation', { name }).getByRole('list');

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const visit of VISITS) {
      test(`${visit.lng}: ${visit.typed} suggests the QRIS post and the blog, and searches`, async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        const response = await page.goto(visit.typed);
        expect(response?.status()).toBe(404);
        await waitForPage(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.title);
        await expect(page.locator('main code')).toHaveText(visit.typed);

        const links = suggestionList(page, visit.suggestions).getByRole('link');
        await expect(links.first()).toBeVisible();
        expect(
          (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).slice(0, 2),
        ).toEqual([`${visit.prefix}${QRIS_POST}`, `${visit.prefix}/blog`]);
        await expect(links.first()).toContainText('QRIS');
        expect((await scanWithAxe(page)).violations).toEqual([]);

        // The search field guesses from the path; its results are the blog's.
        const field = page.getByRole('main').getByRole('searchbox', { name: visit.search });
        await expect(field).toHaveValue('qris');
        await field.press('Enter');
        await expect(page).toHaveURL(`${visit.prefix}/blog?q=qris`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.resultsHeading);
        await expect(
          page.locator(`section.blog-search a[href="${visit.prefix}${QRIS_POST}"]`),
        ).toBeVisible();
        expect(problems.list).toEqual([]);
      });
    }

    test('a suggestion leads to its page', async ({ page }) => {
      await page.goto('/kontka');
      await waitForPage(page);
      const first = suggestionList(page, 'Mungkin yang Anda cari').getByRole('link').first();
      await expect(first).toHaveAttribute('href', '/kontak');
      await first.click();
      await expect(page).toHaveURL(/\/kontak$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        'Halaman tidak ditemukan',
      );
    });

    test('nothing moves when the path and the suggestions arrive', async ({ page }) => {
      // The page as painted from build/404.html, scripts held back, then as React leaves it.
      const held: Parameters<Parameters<Page['route']>[1]>[0][] = [];
      let released = false;
      await page.route('**/static/js/**', async (route) => {
        if (released) await route.continue();
        else held.push(route);
      });
      await page.goto('/blg/qris', { waitUntil: 'commit' });
      const buttons = page.getByRole('link', { name: 'Kembali ke Beranda' });
      const list = suggestionList(page, 'Mungkin yang Anda cari');
      await expect(list).toBeAttached();
      await expect(buttons).toBeVisible();
      const boxes = async () => ({
        buttons: await buttons.boundingBox(),
        list: await list.boundingBox(),
      });
      const before = await boxes();
      await expect(list.getByRole('link')).toHaveCount(0);

      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await waitForPage(page);
      await expect(list.getByRole('link').first()).toBeVisible();
      await expect(page.locator('main code')).toHaveText('/blg/qris');
      const after = await boxes();
      expect(after.buttons).toEqual(before.buttons);
      expect(after.list).toEqual(before.list);
    });
  });
}

test('before hydration, the search form leads to the blog’s results', async ({ page }) => {
  await page.route('**/static/js/**', () => undefined);
  await page.goto('/blg/qris', { waitUntil: 'commit' });
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Cari post' });
  await field.fill('printer');
  await field.press('Enter');
  await page.waitForURL(/\/blog\?q=printer$/, { waitUntil: 'commit' });
});
