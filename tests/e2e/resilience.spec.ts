// Faults a visitor can meet: a page chunk that fails to load (a stale tab after a deploy), a
// prerendered page's translations that do not arrive, browser storage that throws. None may leave a blank page. Translation-file faults (404,
// invalid JSON, 5xx and dropped connections with their retries) are in faults.spec.ts.
import { expect, test } from '@playwright/test';
import { menuToggle, siteHeader, waitForPage } from './support';

test('a page chunk that fails to load shows "Muat ulang", and reloading recovers', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForPage(page);
  await page.waitForLoadState('networkidle');

  // Every script requested from now on fails, as after a deploy removed the old chunks.
  await page.route('**/static/js/*.js', (route) => route.abort());
  await siteHeader(page).getByRole('link', { name: 'Kontak', exact: true }).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Terjadi kesalahan' })).toBeVisible();
  // The rest of the layout keeps working around the error.
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();

  await page.unroute('**/static/js/*.js');
  await alert.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontak' })).toBeVisible();
});

/** react-dom's chunk (started by the boot script, imported by main) fails, both times. */
const REACT_DOM_CHUNK = '**/static/js/react-dom.*.js';

test('when React itself cannot load, a page rendered in the browser says so and offers a reload', async ({
  page,
}) => {
  await page.route(REACT_DOM_CHUNK, (route) => route.abort());
  await page.goto('/auth/forget-password');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Halaman ini gagal dimuat.');
  await expect(page.getByText('Memuat...')).toHaveCount(0);

  await page.unroute(REACT_DOM_CHUNK);
  await alert.getByRole('button', { name: 'Muat ulang' }).click();
  await waitForPage(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when React itself cannot load, a prerendered page stays readable under the same alert', async ({
  page,
}) => {
  await page.route(REACT_DOM_CHUNK, (route) => route.abort());
  await page.goto('/tentang?lng=en');

  await expect(page.getByRole('alert')).toContainText(
    /This page failed to load|Halaman ini gagal dimuat/,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tentang Segara Digital' }),
  ).toBeVisible();
  // The prerendered head tags stay: the page keeps its own title.
  await expect(page).toHaveTitle(/^Tentang/);
});

test("when a prerendered page's translations cannot load, it stays readable under an alert in its language, and reloading recovers", async ({
  page,
}) => {
  const TRANSLATION = '**/locales/en/translation.json*';
  await page.route(TRANSLATION, (route) => route.abort());
  await page.goto('/en/tentang');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page failed to load.');
  await expect(page.getByRole('heading', { level: 1, name: 'About Segara Digital' })).toBeVisible();
  // Not hydrated: the header is still the browser's own, and works.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await expect(alert.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
    'href',
    '/en/home',
  );

  await page.unroute(TRANSLATION);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await waitForPage(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'About Segara Digital' })).toBeVisible();
});

test('the site works when browser storage throws', async ({ page }) => {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: blocked });
    Object.defineProperty(window, 'sessionStorage', { get: blocked });
    Object.defineProperty(document, 'cookie', { get: blocked, set: blocked });
  });
  await page.goto('/tentang/bantuan?lng=en');
  await waitForPage(page);
  await expect(page).toHaveURL(/\/en\/tentang\/bantuan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeVisible();
  await page.getByRole('link', { name: /^ID/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bantuan & FAQs' })).toBeVisible();
  // Nothing could be remembered: the detector's caching failed quietly, the page carries on.
  await page.getByRole('link', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeVisible();
});
