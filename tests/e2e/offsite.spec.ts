// The language move and the ID/EN links never leave the site, and lead to pages that exist
// (issues 22 and 23, docs/language.md#1-paths). A path starting `//` or `/\` (also after `/en`)
// is not a site path: the server answers it with the not-found page, and neither the move to the
// visitor's language nor the switcher may turn it into a link to another host. A page that lacks
// the other language (a tag of one language's posts, the not-found page) links to the page its
// route names instead, which answers 200.
import { expect, test, type Page } from '@playwright/test';
import { waitForPage } from './support';

/** Each once took an English browser to http://evil.example/. */
const OFFSITE_URLS = [
  '//evil.example?lng=en',
  '/\\evil.example?lng=en',
  '///evil.example?lng=en',
  '//evil.example/kontak?lng=en',
  '/en//evil.example?lng=id',
];
const OFFSITE_ORIGIN = 'http://evil.example';
const NOT_FOUND = { id: 'Halaman tidak ditemukan', en: 'Page not found' };

const switcherLinks = (page: Page) => page.locator('header.site-header .language-switcher a');

/** The ID/EN links' hrefs, as written in the page. */
async function switcherHrefs(page: Page): Promise<string[]> {
  await expect(switcherLinks(page)).toHaveCount(2);
  return switcherLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}

test.describe('an English browser on an address whose path names another host', () => {
  test.use({ locale: 'en-US' });

  for (const url of OFFSITE_URLS) {
    test(`${url} stays on the site, and its ID/EN links too`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      // A move off the site lands here rather than on the network, and is counted.
      const offsite: string[] = [];
      await page.context().route(`${OFFSITE_ORIGIN}/**`, (route) => {
        offsite.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<h1>off the site</h1>' });
      });
      // The address as typed: page.goto would resolve `//evil.example` to that host itself.
      const response = await page.goto(`${origin}${url}`);
      expect(response?.status(), 'the server answers with its not-found page').toBe(404);
      await waitForPage(page);
      // The move to the visitor's language has decided once it stored the `?lng=` it read (it
      // moves right after, in the same task).
      const asked = new URL(`${origin}${url}`).searchParams.get('lng');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(asked);
      await page.waitForLoadState('networkidle');

      expect(new URL(page.url()).origin).toBe(origin);
      expect(offsite).toEqual([]);
      const shown = url.startsWith('/en/') ? 'en' : 'id';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[shown]);
      for (const href of await switcherHrefs(page)) {
        expect(href, 'a protocol-relative link names another host').not.toMatch(/^\/[/\\]/);
        expect(new URL(href, page.url()).origin, href).toBe(origin);
      }
    });
  }
});

test.describe('every ID/EN link answers 200 with a page', () => {
  for (const [pathname, heading] of [
    // A tag of the Indonesian posts only, and one of the English posts only.
    ['/blog/tag/pembayaran', 'Artikel dengan tag #pembayaran'],
    ['/en/blog/tag/payments', 'Articles tagged #payments'],
    ['/halaman-yang-tidak-ada', NOT_FOUND.id],
    ['/en/halaman-yang-tidak-ada', NOT_FOUND.en],
  ] as const) {
    test(`on ${pathname}`, async ({ page }) => {
      await page.goto(pathname);
      await waitForPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      for (const href of await switcherHrefs(page)) {
        const answer = await page.request.get(href);
        expect(answer.status(), href).toBe(200);
        expect(await answer.text(), `${href} is no not-found page`).not.toContain(
          'id="not-found-title"',
        );
      }
    });
  }

  test('the switch from a tag of one language leads to the other language’s blog', async ({
    page,
  }) => {
    await page.goto('/blog/tag/pembayaran');
    await waitForPage(page);
    await switcherLinks(page).filter({ hasText: /^EN\b/ }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All posts');

    await page.goto('/en/blog/tag/payments');
    await waitForPage(page);
    await switcherLinks(page).filter({ hasText: /^ID\b/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).not.toHaveURL(/\/en\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semua Post');
  });
});
