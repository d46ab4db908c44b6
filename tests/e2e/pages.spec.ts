// Every finished page, on a phone (375 px) and a desktop (1280 px): one visible h1, its own
// title, no sideways scrolling, a clean console and network, no serious accessibility
// violation, and a full-page screenshot in test-results/screenshots/ for humans to look at.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_TITLE_SUFFIX, scanWithAxe, waitForPage, watchForProblems } from './support';

/** `band: false`: the page ends without the closing band. */
const PAGES: readonly { name: string; path: string; band?: boolean }[] = [
  { name: 'home', path: '/home' },
  { name: 'tentang', path: '/tentang' },
  { name: 'tentang-bantuan', path: '/tentang/bantuan' },
  { name: 'tentang-keamanan-privasi', path: '/tentang/keamanan-privasi' },
  { name: 'tentang-sertifikasi', path: '/tentang/sertifikasi' },
  { name: 'studi-kasus', path: '/studi-kasus' },
  { name: 'studi-kasus-detail', path: '/studi-kasus/reservasi-umah-sawah-villas' },
  // A call to contact us would only lead back to /kontak: it ends without the band.
  { name: 'kontak', path: '/kontak', band: false },
];

const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { name, path: pagePath, band = true } of PAGES) {
      test(`${pagePath} is healthy`, async ({ page }, testInfo) => {
        const problems = watchForProblems(page);
        await page.goto(pagePath);
        await waitForPage(page);
        // The layout's lazily loaded band and the web font are part of a settled page.
        if (band) await expect(page.locator('section.cta-band h2')).toBeVisible();
        else await expect(page.locator('.cta-band')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));

        await test.step('exactly one visible h1', async () => {
          const h1 = page.locator('h1');
          await expect(h1).toHaveCount(1);
          await expect(h1).toBeVisible();
          await expect(h1).not.toBeEmpty();
        });

        await test.step(`title ends in "${SITE_TITLE_SUFFIX}"`, async () => {
          await expect(page).toHaveTitle(new RegExp(`\\S.* ${SITE_TITLE_SUFFIX}$`));
        });

        await test.step('exactly one title and one description', async () => {
          await expect(page.locator('head > title')).toHaveCount(1);
          await expect(page.locator('meta[name="description"]')).toHaveCount(1);
          await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', '');
        });

        await test.step('no horizontal overflow', async () => {
          const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
            // Name the widest element sticking out, to make a failure actionable.
            let widestElement = '';
            let right = window.innerWidth;
            for (const element of Array.from(document.querySelectorAll('body *'))) {
              const box = element.getBoundingClientRect();
              if (box.right > right + 0.5) {
                right = box.right;
                const classes = Array.from(element.classList).join('.');
                widestElement = `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right edge ${Math.round(box.right)} px)`;
              }
            }
            return {
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
              widest: widestElement,
            };
          });
          expect(
            scrollWidth,
            `document is ${scrollWidth} px wide in a ${innerWidth} px window; widest: ${widest || 'n/a'}`,
          ).toBeLessThanOrEqual(innerWidth);
        });

        await test.step('text keeps at least 20 px from the screen edges', async () => {
          for (const locator of [page.locator('h1'), page.locator('.site-footer p').first()]) {
            const box = await locator.boundingBox();
            expect(box, 'the element is laid out').not.toBeNull();
            expect(box?.x ?? 0).toBeGreaterThanOrEqual(20);
            expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width - 20);
          }
        });

        await test.step('axe: no serious or critical violation', async () => {
          const results = await scanWithAxe(page);
          const bad = results.violations.filter(
            (violation) => violation.impact === 'serious' || violation.impact === 'critical',
          );
          const report = bad
            .map(
              (violation) =>
                `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
                violation.nodes
                  .slice(0, 8)
                  .map(
                    (node) =>
                      `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
                  )
                  .join('\n'),
            )
            .join('\n');
          expect(bad, `axe violations on ${pagePath} at ${width} px:\n${report}`).toEqual([]);
        });

        await test.step('full-page screenshot', async () => {
          await page.screenshot({
            // test-results/screenshots/ (the artifacts folder's sibling: see playwright.config.ts)
            path: path.join(
              testInfo.project.outputDir,
              '..',
              'screenshots',
              `${name}-${width}.png`,
            ),
            fullPage: true,
          });
        });

        await test.step('no console errors or failed requests', () => {
          expect(problems.list, problems.list.join('\n')).toEqual([]);
        });
      });
    }
  });
}

test('each page has a title of its own', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const { path: pagePath } of PAGES) {
    await page.goto(pagePath);
    await waitForPage(page);
    await expect(page, `title of ${pagePath}`).toHaveTitle(new RegExp(`${SITE_TITLE_SUFFIX}$`));
    const title = await page.title();
    const clash = titles.get(title);
    expect(clash, `${pagePath} has the same title as ${clash ?? ''}: "${title}"`).toBeUndefined();
    titles.set(title, pagePath);
  }
});
