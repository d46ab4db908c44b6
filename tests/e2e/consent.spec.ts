// The analytics consent banner (docs/architecture.md#analytics-and-consent), in both languages at
// 375 and 1280 px: it asks on the first visit, keeps the answer across reloads, reopens from the
// footer and the privacy page, shifts no content, keeps the back-to-top and WhatsApp buttons clear, and passes
// axe in both colour modes. What analytics sends before and after consent is tested on a build
// with a measurement id: production-build.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/lib/consentChoice';
import { scanWithAxe, scrollIntoViewAndSettle, scrollToY, waitForPage } from './support';

const COPY = {
  id: {
    page: '/tentang',
    privacy: '/tentang/keamanan-privasi',
    title: 'Cookie analitik',
    accept: 'Terima',
    decline: 'Tolak',
    settings: 'Pengaturan cookie',
    privacyLink: 'Kebijakan privasi',
    accepted: 'Saat ini: diterima.',
    backToTop: 'Kembali ke atas',
    whatsapp: 'Chat WhatsApp',
  },
  en: {
    page: '/en/tentang',
    privacy: '/en/tentang/keamanan-privasi',
    title: 'Analytics cookies',
    accept: 'Accept',
    decline: 'Decline',
    settings: 'Cookie settings',
    privacyLink: 'Privacy policy',
    accepted: 'Currently: accepted.',
    backToTop: 'Back to top',
    whatsapp: 'Chat on WhatsApp',
  },
} as const;

// A first visit: no answer stored (playwright.config.ts stores one for the other specs).
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page, lng: 'id' | 'en') =>
  page.getByRole('region', { name: COPY[lng].title });
const storedAnswer = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);

/** Waits for the moment the banner would be asked for (React's first commit), and a little more. */
async function pastStart(page: Page) {
  await waitForPage(page);
  await page.waitForFunction(() => performance.getEntriesByName('segara:interactive').length > 0);
  await page.waitForLoadState('networkidle');
}

for (const width of [375, 1280] as const) {
  for (const lng of ['id', 'en'] as const) {
    const copy = COPY[lng];
    test.describe(`${lng} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('asks once, shifts nothing, and keeps the answer across reloads', async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { layoutShift: number };
          w.layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              w.layoutShift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(copy.page);
        await waitForPage(page);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(banner(page, lng)).toBeVisible();
        await pastStart(page);
        expect(
          await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
          'layout shift',
        ).toBe(0);
        // A bar fixed to the bottom of the window, over the page rather than in its flow.
        const box = await banner(page, lng).boundingBox();
        expect(box?.width).toBe(width);
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
        expect(await banner(page, lng).evaluate((el) => getComputedStyle(el).position)).toBe(
          'fixed',
        );
        await expect(
          banner(page, lng).getByRole('link', { name: copy.privacyLink }),
        ).toHaveAttribute('href', copy.privacy);
        await expect(h1).toBeVisible();

        await page.getByRole('button', { name: copy.accept, exact: true }).click();
        await expect(banner(page, lng)).toHaveCount(0);
        expect(await storedAnswer(page)).toBe('granted');

        await page.reload();
        await pastStart(page);
        await expect(banner(page, lng)).toHaveCount(0);
        expect(await storedAnswer(page)).toBe('granted');
      });

      test('the footer and the privacy page reopen it; the answer can be changed', async ({
        page,
      }) => {
        await page.goto(copy.page);
        await waitForPage(page);
        await page.getByRole('button', { name: copy.accept, exact: true }).click();
        await expect(banner(page, lng)).toHaveCount(0);

        const footerButton = page.locator('footer').getByRole('button', { name: copy.settings });
        await scrollIntoViewAndSettle(footerButton);
        await footerButton.click();
        await expect(banner(page, lng)).toBeVisible();
        await expect(banner(page, lng)).toBeFocused();
        await expect(banner(page, lng)).toContainText(copy.accepted);
        await page.getByRole('button', { name: copy.decline, exact: true }).click();
        await expect(banner(page, lng)).toHaveCount(0);
        await expect(footerButton).toBeFocused();
        expect(await storedAnswer(page)).toBe('denied');

        await page.goto(copy.privacy);
        await waitForPage(page);
        await pastStart(page);
        await expect(banner(page, lng)).toHaveCount(0);
        await page.locator('main').getByRole('button', { name: copy.settings }).click();
        await expect(banner(page, lng)).toBeVisible();
        await page.getByRole('button', { name: copy.accept, exact: true }).click();
        expect(await storedAnswer(page)).toBe('granted');
      });

      test('the back-to-top and WhatsApp buttons stay above the banner', async ({ page }) => {
        await page.goto(copy.page);
        await waitForPage(page);
        await expect(banner(page, lng)).toBeVisible();
        await scrollToY(page, 600);
        const toTop = page.getByRole('button', { name: copy.backToTop });
        await expect(toTop).toBeVisible();
        const bannerBox = await banner(page, lng).boundingBox();
        for (const button of [toTop, page.getByRole('link', { name: new RegExp(copy.whatsapp) })]) {
          const buttonBox = await button.boundingBox();
          expect((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0)).toBeLessThanOrEqual(
            bannerBox?.y ?? 0,
          );
        }
        await toTop.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });

      for (const colorScheme of ['light', 'dark'] as const) {
        test(`axe finds nothing with the banner shown, ${colorScheme} mode`, async ({ page }) => {
          await page.emulateMedia({ colorScheme });
          await page.goto(copy.page);
          await waitForPage(page);
          await expect(banner(page, lng)).toBeVisible();
          const { violations } = await scanWithAxe(page);
          expect(
            violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
          ).toEqual([]);
        });
      }
    });
  }
}

test('the sign-in pages do not ask', async ({ page }) => {
  await page.goto('/auth/login');
  await pastStart(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page, 'id')).toHaveCount(0);
});

test('without storage, nothing asks and nothing breaks', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/tentang');
  await pastStart(page);
  await expect(banner(page, 'id')).toHaveCount(0);
});
