// The account area's guard in a real browser (SPEC §4, §6). Signing in comes with the login
// pages and the emulators; signed out, the guard must already send visitors to the login page.
import { expect, test } from '@playwright/test';
import { siteHeader } from './support';

for (const path of ['/pages/account/dashboard', '/pages/account/settings']) {
  test(`a signed-out visit to ${path} goes to /auth/login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a signed-out visitor sees no Logout button', async ({ page }) => {
  await page.goto('/tentang');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
