// Issue 17's products in the browser, in both languages at 375 and 1280 px: /produk compares
// every product in an accessible table and lists its tiers in rupiah with PPN noted; Beranda,
// the footer and the product pages' breadcrumb reach it; each feature of a product has its
// own icon; and wherever a breadcrumb shows, every crumb but the last is a link (in the markup
// and in the BreadcrumbList data), wrapping without sideways scrolling or orphaned separators.
import { expect, test, type Page } from '@playwright/test';
import { scrollIntoViewAndSettle, waitForPage, watchForProblems } from './support';

const LANGUAGES = [
  {
    name: 'Indonesian',
    prefix: '',
    title: 'Produk',
    caption: 'Perbandingan produk Segara Digital',
    prices: ['Rp250.000', 'Rp99.000', 'Rp15.000.000'],
    ppn: 'belum termasuk PPN 11%',
    homeLink: 'Bandingkan produk dan harga',
    footerLink: 'Semua produk & harga',
  },
  {
    name: 'English',
    prefix: '/en',
    title: 'Products',
    caption: 'Segara Digital’s products compared',
    prices: ['Rp250,000', 'Rp99,000', 'Rp15,000,000'],
    ppn: 'excluding 11% VAT (PPN)',
    homeLink: 'Compare products and prices',
    footerLink: 'All products & prices',
  },
] as const;

/** Pages with a breadcrumb, one of each kind (Indonesian paths). */
const BREADCRUMB_PAGES = [
  '/produk',
  '/produk/kasir-warung',
  '/tentang/karir',
  '/karir/frontend-engineer',
  '/tentang/semua-tim',
  '/detailteam/made-wirawan',
  '/blog/tutorial',
  '/blog/menyiapkan-server-ubuntu-untuk-segara-reservasi',
];

async function expectNoOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(innerWidth);
}

const breadcrumb = (page: Page) => page.locator('header.page-header ol.breadcrumb');

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const language of LANGUAGES) {
      test(`${language.prefix}/produk: comparison table and tiers in rupiah`, async ({ page }) => {
        const problems = watchForProblems(page);
        await page.goto(`${language.prefix}/produk`);
        await waitForPage(page);
        await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();

        const table = page.getByRole('table', { name: language.caption });
        await expect(table).toBeVisible();
        // A header cell per product (and the criteria's), a header cell per row.
        await expect(table.locator('thead th[scope="col"]')).toHaveCount(4);
        const rowHeaders = table.locator('tbody th[scope="row"]');
        expect(await rowHeaders.count()).toBeGreaterThanOrEqual(5);
        await expect(table.locator('tbody tr')).toHaveCount(await rowHeaders.count());
        // The table scrolls inside its own region on a phone, never the page.
        await expect(page.getByRole('region', { name: language.caption })).toBeVisible();

        for (const price of language.prices) {
          await expect(page.locator('.pricing-tier').getByText(price, { exact: true })).toHaveCount(
            1,
          );
        }
        await expect(page.getByText(language.ppn).first()).toBeVisible();
        await expectNoOverflow(page);
        expect(problems.list).toEqual([]);
      });

      test(`${language.name}: Beranda, the footer and a product's breadcrumb reach /produk`, async ({
        page,
      }) => {
        const overview = `${language.prefix}/produk`;
        await page.goto(`${language.prefix}/home`);
        await waitForPage(page);
        await page.locator('main').getByRole('link', { name: language.homeLink }).click();
        await expect(page).toHaveURL(overview);
        await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();

        await page.goto(`${language.prefix}/tentang`);
        await waitForPage(page);
        const footerLink = page.locator('footer').getByRole('link', { name: language.footerLink });
        await scrollIntoViewAndSettle(footerLink);
        await footerLink.click();
        await expect(page).toHaveURL(overview);

        await page.goto(`${language.prefix}/produk/villa-reservasi`);
        await waitForPage(page);
        await breadcrumb(page).getByRole('link', { name: language.title }).click();
        await expect(page).toHaveURL(overview);
        await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
      });

      test(`${language.name} product pages: a distinct icon per feature, tiers and FAQ`, async ({
        page,
      }) => {
        for (const slug of ['villa-reservasi', 'kasir-warung', 'desa-digital']) {
          await page.goto(`${language.prefix}/produk/${slug}`);
          await waitForPage(page);
          const icons = await page
            .locator('section[aria-labelledby="product-features-title"] .icon-tile')
            .evaluateAll((tiles) => tiles.map((tile) => tile.innerHTML));
          expect(icons.length, slug).toBeGreaterThanOrEqual(4);
          expect(new Set(icons).size, `${slug}: no icon repeated`).toBe(icons.length);
          await expect(page.locator('.pricing-tier').first()).toBeVisible();
          await expect(page.getByText(language.ppn)).toBeVisible();
          const faq = page.locator('section[aria-labelledby="product-faq-title"]');
          await expect(faq.locator('.accordion-item').first()).toBeVisible();
          await expectNoOverflow(page);
        }
      });

      test(`${language.name}: every crumb but the last is a link, in markup and data`, async ({
        page,
      }) => {
        for (const pathname of BREADCRUMB_PAGES) {
          const where = `${language.prefix}${pathname}`;
          await page.goto(where);
          await waitForPage(page);
          const items = breadcrumb(page).locator('li');
          const count = await items.count();
          expect(count, where).toBeGreaterThanOrEqual(2);
          for (let index = 0; index < count - 1; index += 1) {
            await expect(
              items.nth(index).locator('a[href]'),
              `${where} crumb ${index}`,
            ).toHaveCount(1);
          }
          await expect(items.last()).toHaveAttribute('aria-current', 'page');
          await expect(items.last().locator('a')).toHaveCount(0);

          // Separators end a line (after a crumb), never start one (before a crumb).
          const separators = await items.evaluateAll((lis) =>
            lis.map((li) => ({
              before: getComputedStyle(li, '::before').content,
              after: getComputedStyle(li, '::after').content,
            })),
          );
          separators.forEach(({ before, after }, index) => {
            expect(before, `${where} crumb ${index} ::before`).toBe('none');
            if (index < separators.length - 1) expect(after).not.toBe('none');
            else expect(after).toBe('none');
          });
          await expectNoOverflow(page);

          // The BreadcrumbList: as many items as crumbs, each but the last with its `item`.
          const lists = await page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((scripts) =>
              scripts
                .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
                .filter((data) => data['@type'] === 'BreadcrumbList'),
            );
          if (pathname === '/produk') continue; // a top-level page: no BreadcrumbList
          expect(lists, where).toHaveLength(1);
          const elements = (lists[0]?.itemListElement ?? []) as { item?: string }[];
          expect(elements, where).toHaveLength(count);
          for (const element of elements.slice(0, -1)) {
            expect(element.item, where).toMatch(/^https?:\/\//);
          }
        }
      });
    }
  });
}
