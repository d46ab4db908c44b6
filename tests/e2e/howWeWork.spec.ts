// Beranda's "how we work" link lands on /tentang's section of that name, in both languages and
// at a phone's and a laptop's width; the product links on Beranda speak the page's language.
import { expect, test } from '@playwright/test';
import { howWeWorkCopy, howWeWorkSteps } from '../../src/content/company/howWeWork';
import { anchors } from '../../src/lib/paths';
import { waitForPage } from './support';

const LANGUAGES = [
  { lng: 'id', prefix: '', link: 'Lihat cara kami bekerja', product: 'Lihat produk' },
  { lng: 'en', prefix: '/en', link: 'See how we work', product: 'Explore' },
] as const;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { lng, prefix, link, product } of LANGUAGES) {
      test(`the link on Beranda lands on the section (${lng})`, async ({ page }) => {
        await page.goto(`${prefix}/home`);
        await waitForPage(page);
        const products = page.getByRole('link', { name: new RegExp(`^${product} Segara`) });
        await expect(products).toHaveCount(3);

        await page.getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/tentang#${anchors.howWeWork}$`));
        const section = page.locator(`#${anchors.howWeWork}`);
        await expect(
          section.getByRole('heading', { level: 2, name: howWeWorkCopy.title[lng] }),
        ).toBeInViewport();
        await expect(section.getByRole('heading', { level: 3 })).toHaveText(
          howWeWorkSteps.map((step) => step.title[lng]),
        );
        await expect(section.getByText(howWeWorkCopy.you[lng])).toHaveCount(howWeWorkSteps.length);
      });
    }
  });
}
