// Language (docs/product.md#sign-in-states-and-the-guard, docs/product.md#calls-to-firebase-and-translations, docs/product.md#constants): detection from ?lng=, the cached choice, the ID/EN switcher,
// the translation request, the fallback to Indonesian, and the `Memuat...` loading state.
import { expect, test, type Page } from '@playwright/test';
import { menuToggle, waitForPage } from './support';

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('i18nextLng'));

test('?lng=en shows English, and the choice survives a visit without it', async ({ page }) => {
  await page.goto('/tentang?lng=en');
  await waitForPage(page);
  await expect(menuToggle(page, 'Company')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/tentang');
  await waitForPage(page);
  await expect(menuToggle(page, 'Company')).toBeVisible();
  await expect(menuToggle(page, 'Perusahaan')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await storedLanguage(page)).toBe('en');
});

test('the ID button switches to Indonesian, and a reload keeps it', async ({ page }) => {
  // English first (remembered), so the switch is visible; no ?lng= left to override a reload.
  await page.goto('/kontak?lng=en');
  await waitForPage(page);
  await expect(menuToggle(page, 'Company')).toBeVisible();
  await page.goto('/kontak');
  await waitForPage(page);
  await expect(menuToggle(page, 'Company')).toBeVisible();

  const switcher = page.locator('header.site-header .language-switcher');
  const id = switcher.getByRole('button', { name: /^ID\b/ });
  const en = switcher.getByRole('button', { name: /^EN\b/ });
  await expect(en).toHaveAttribute('aria-pressed', 'true');
  await expect(id).toHaveAttribute('aria-pressed', 'false');

  await id.click();
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(id).toHaveAttribute('aria-pressed', 'true');
  await expect(en).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await waitForPage(page);
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(id).toHaveAttribute('aria-pressed', 'true');
  expect(await storedLanguage(page)).toBe('id');
});

test('the translation file is requested with a version and asks for JSON', async ({ page }) => {
  // An English visitor on an Indonesian page: English comes from the translation file.
  const request = page.waitForRequest((r) =>
    new URL(r.url()).pathname.endsWith('/locales/en/translation.json'),
  );
  await page.goto('/kontak?lng=en');
  const translation = await request;

  const version = new URL(translation.url()).searchParams.get('v');
  expect(version, `version parameter of ${translation.url()}`).toBeTruthy();
  const headers = await translation.allHeaders();
  expect(headers['accept']).toBe('application/json');

  const response = await translation.response();
  expect(response?.status()).toBe(200);
  await waitForPage(page);
  await expect(menuToggle(page, 'Company')).toBeVisible();
});

test("a page in the visitor's language fetches no translation file: its own are in the HTML", async ({
  page,
}) => {
  const translationRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/locales/')) translationRequests.push(r.url());
  });
  await page.goto('/kontak');
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  expect(await storedLanguage(page)).toMatch(/^id/);
  expect(translationRequests).toEqual([]);

  // Switching still loads the other language.
  await page
    .locator('header.site-header .language-switcher')
    .getByRole('button', { name: /^EN\b/ })
    .click();
  await expect(menuToggle(page, 'Company')).toBeVisible();
  expect(translationRequests).toEqual([expect.stringContaining('/locales/en/translation.json')]);
});

test('an unsupported ?lng= falls back to Indonesian', async ({ page }) => {
  await page.goto('/kontak?lng=xx');
  await waitForPage(page);
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.locator('main h1')).toHaveText('Kontak');
});

test('"Memuat..." is shown while a page chunk loads', async ({ page }) => {
  await page.goto('/home');
  await waitForPage(page);
  await page.waitForLoadState('networkidle');

  // Every script requested from now on (the Kontak page's chunk) arrives 1.5 s late.
  await page.route('**/static/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  await page
    .locator('header.site-header')
    .getByRole('link', { name: 'Kontak', exact: true })
    .click();
  await expect(page.locator('text=Memuat...').first()).toBeVisible({ timeout: 1_400 });
  await expect(page.locator('main h1')).toHaveText('Kontak', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/kontak$/);
  await expect(page.locator('text=Memuat...')).toHaveCount(0);
});
