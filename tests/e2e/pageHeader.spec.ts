// The band at the top of an inner page has no empty half (src/components/PageHeader.tsx): from
// 1280 px a page with key facts shows them right of its title, any other page the drawing of the
// sea; at 375 px the facts follow the lead and nothing is drawn. Both languages.
import { expect, test, type Page } from '@playwright/test';
import { waitForPage } from './support';

const WITH_FACTS = [
  { path: '/karir/frontend-engineer', term: 'Lokasi' },
  { path: '/en/karir/frontend-engineer', term: 'Location' },
  { path: '/studi-kasus/reservasi-umah-sawah-villas', term: 'Klien' },
  { path: '/en/studi-kasus/reservasi-umah-sawah-villas', term: 'Client' },
];
const WITHOUT_FACTS = ['/produk', '/en/produk', '/tentang/karir', '/en/blog'];

/** The `content` of the header's drawing (::after), "none" when nothing is drawn. */
const drawing = (page: Page) =>
  page
    .locator('.page-header')
    .evaluate((header) => getComputedStyle(header, '::after').getPropertyValue('content'));

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path, term } of WITH_FACTS) {
    test(`${path} shows its facts right of the title`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      const facts = await page.locator('.page-header-facts').boundingBox();
      await expect(page.locator('.page-header-facts').getByRole('term').first()).toHaveText(term);
      expect(facts!.x).toBeGreaterThan(title!.x + 640);
      // Side by side: the facts begin above the title's last line.
      expect(facts!.y).toBeLessThan(title!.y + title!.height);
      expect(await drawing(page)).toBe('none');
    });
  }

  for (const path of WITHOUT_FACTS) {
    test(`${path} draws the sea on the right`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page);
      expect(await drawing(page)).not.toBe('none');
      const band = await page.locator('.page-header').boundingBox();
      const lead = await page.locator('.page-header .lead').boundingBox();
      // The text keeps to the left two thirds.
      expect(lead!.x + lead!.width).toBeLessThan(band!.x + band!.width * 0.7);
    });
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { path } of WITH_FACTS) {
    test(`${path} shows its facts under the lead`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page);
      const lead = await page.locator('.page-header .lead').boundingBox();
      const facts = await page.locator('.page-header-facts').boundingBox();
      expect(facts!.y).toBeGreaterThanOrEqual(lead!.y + lead!.height);
      expect(facts!.x + facts!.width).toBeLessThanOrEqual(375);
    });
  }

  test('nothing is drawn beside a title on a phone', async ({ page }) => {
    await page.goto('/produk');
    await waitForPage(page);
    expect(await drawing(page)).toBe('none');
  });
});
