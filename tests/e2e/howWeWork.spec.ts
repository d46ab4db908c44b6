// Beranda's "how we work" link lands on /tentang's section of that name, in both languages and
// at a phone's and a laptop's width; the product links on Beranda speak the page's language.
import { expect, test } from '@playwright/test';
import { howWeWorkCopy, howWeWorkSteps } from '../../src/content/company/howWeWork';
import { anchors } from '../../src/lib/paths';
import { scrollIntoViewAndSettle, waitForPage } from './support';

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

        const howWeWork = page.getByRole('link', { name: link, exact: true });
        await scrollIntoViewAndSettle(howWeWork);
        await howWeWork.click();
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

// Each step's divider (its top border), number and title start on the left edge of the
// section's heading, and nothing in a step starts left of it: one column, at a phone's, a
// tablet's and a laptop's width.
for (const { lng, prefix } of LANGUAGES) {
  test(`each step lines up with the section's heading (${lng})`, async ({ page }) => {
    await page.goto(`${prefix}/tentang#${anchors.howWeWork}`);
    await waitForPage(page);
    const section = page.locator(`#${anchors.howWeWork}`);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const edges = await section.evaluate((element) => {
        const left = (box: Element | null) => box?.getBoundingClientRect().left ?? NaN;
        return {
          heading: left(element.querySelector('h2')),
          steps: [...element.querySelectorAll('ol > li')].map((step) => ({
            divider: getComputedStyle(step).borderTopStyle === 'none' ? NaN : left(step),
            number: left(step.querySelector('.how-we-work__number')),
            title: left(step.querySelector('h3')),
            text: Math.min(...[...step.querySelectorAll('h4, p')].map(left)),
          })),
        };
      });
      expect(edges.steps).toHaveLength(howWeWorkSteps.length);
      for (const [index, step] of edges.steps.entries()) {
        const where = `at ${width} px, step ${index + 1}`;
        for (const part of ['divider', 'number', 'title'] as const) {
          const off = step[part] - edges.heading;
          expect
            .soft(Math.abs(off), `${where}: the ${part} is ${off} px off`)
            .toBeLessThanOrEqual(1);
        }
        expect.soft(step.text, `${where}: the text`).toBeGreaterThanOrEqual(edges.heading - 1);
      }
    }
  });
}
