// Dark mode, site-wide (issue 16; docs/theme.md): the site follows the system's colour scheme,
// a navbar menu chooses light / dark / system and the choice survives a reload, the mode is on
// <html data-bs-theme> before the first paint (no flash), blocked storage falls back to the
// system's mode, and nothing goes wrong in hydration. Both languages, at 375 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { siteHeader, waitForPage, watchForProblems } from './support';

const LANGUAGES = [
  { lng: 'id', home: '/home', label: 'Tema', light: 'Terang', dark: 'Gelap', system: 'Sistem' },
  { lng: 'en', home: '/en/home', label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
] as const;
const WIDTHS = [375, 1280] as const;

const mode = (page: Page) => page.locator('html');

/** The theme menu's button; at 375 px it sits in the collapsed menu, opened first. */
async function themeButton(page: Page, label: string) {
  const button = siteHeader(page).getByRole('button', { name: new RegExp(`^${label}: `) });
  const menu = siteHeader(page).locator('button[aria-controls="site-menu"]');
  if (!(await button.isVisible()) && (await menu.isVisible())) await menu.click();
  await expect(button).toBeVisible();
  return button;
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language.lng} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('follows the system, then the choice made in the menu, across a reload', async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(language.home);
        await waitForPage(page);
        await expect(mode(page)).toHaveAttribute('data-bs-theme', 'dark');
        // "System" follows a change of the setting while the page is open.
        await page.emulateMedia({ colorScheme: 'light' });
        await expect(mode(page)).toHaveAttribute('data-bs-theme', 'light');

        const button = await themeButton(page, language.label);
        await expect(button).toHaveAccessibleName(`${language.label}: ${language.system}`);
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const dark = page.getByRole('menuitemradio', { name: language.dark });
        await expect(page.getByRole('menuitemradio', { name: language.system })).toHaveAttribute(
          'aria-checked',
          'true',
        );
        await dark.click();
        await expect(mode(page)).toHaveAttribute('data-bs-theme', 'dark');
        await expect(button).toHaveAccessibleName(`${language.label}: ${language.dark}`);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        // The page really is dark: Bootstrap's body background of the dark mode.
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
          'rgb(255, 255, 255)',
        );

        // A chosen mode outlasts the system's setting and a reload.
        await page.reload();
        await waitForPage(page);
        await expect(mode(page)).toHaveAttribute('data-bs-theme', 'dark');
        const again = await themeButton(page, language.label);
        await expect(again).toHaveAccessibleName(`${language.label}: ${language.dark}`);

        // Back to the system's (light) mode.
        await again.click();
        await page.getByRole('menuitemradio', { name: language.system }).click();
        await expect(mode(page)).toHaveAttribute('data-bs-theme', 'light');
        expect(problems.list).toEqual([]);
      });

      test('the menu works with the keyboard', async ({ page }) => {
        await page.goto(language.home);
        await waitForPage(page);
        const button = await themeButton(page, language.label);
        await button.focus();
        await page.keyboard.press('ArrowDown');
        const items = page.getByRole('menuitemradio');
        await expect(items.first()).toBeFocused();
        await expect(items.first()).toHaveAccessibleName(language.light);
        await page.keyboard.press('ArrowDown');
        await expect(items.nth(1)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(mode(page)).toHaveAttribute('data-bs-theme', 'dark');
        await expect(button).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
      });
    });
  }
}

test.describe('no flash of the other mode', () => {
  for (const [stored, system, expected] of [
    [null, 'dark', 'dark'],
    ['dark', 'light', 'dark'],
    ['light', 'dark', 'light'],
  ] as const) {
    test(`stored ${stored ?? 'nothing'}, system ${system}: ${expected} before the body is parsed`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      await page.addInitScript((choice) => {
        if (choice) localStorage.setItem('theme', choice);
        // The mode on <html> when <body> arrives: what the first paint would use.
        const observer = new MutationObserver(() => {
          if (!document.body) return;
          (window as unknown as { themeAtBody?: string }).themeAtBody =
            document.documentElement.dataset.bsTheme ?? 'none';
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      }, stored);
      // Without the app's scripts: only the inline boot script can have set it.
      await page.route('**/static/js/**', (route) => route.abort());
      await page.goto('/tentang');
      expect(
        await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody),
      ).toBe(expected);
      await expect(mode(page)).toHaveAttribute('data-bs-theme', expected);
    });
  }

  test('the prerendered HTML carries no mode of its own (boot script and menu own it)', async ({
    request,
  }) => {
    const html = await (await request.get('/tentang')).text();
    expect(html).not.toMatch(/<html[^>]*data-bs-theme/);
    expect(html).toMatch(/role="menuitemradio"/);
  });
});

test('with storage blocked, the system mode applies and the menu still switches', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: blocked });
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/kontak');
  await waitForPage(page);
  await expect(mode(page)).toHaveAttribute('data-bs-theme', 'dark');
  const button = await themeButton(page, 'Tema');
  await expect(button).toHaveAccessibleName('Tema: Sistem');
  await button.click();
  await page.getByRole('menuitemradio', { name: 'Terang' }).click();
  await expect(mode(page)).toHaveAttribute('data-bs-theme', 'light');
  expect(problems.list).toEqual([]);
});

test('the auth pages have the menu too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/auth/login');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Tema: Sistem' }).click();
  await page.getByRole('menuitemradio', { name: 'Gelap' }).click();
  await expect(mode(page)).toHaveAttribute('data-bs-theme', 'dark');
});
