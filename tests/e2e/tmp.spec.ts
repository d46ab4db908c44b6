import { test } from '@playwright/test';
test('x', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERR', e.message));
  page.on('requestfailed', (r) => console.log('REQFAIL', r.url(), r.failure()?.errorText));
  page.on('response', (r) => console.log('RESP', r.status(), r.url()));
  await page.goto('/home');
  await page.waitForTimeout(3000);
  console.log((await page.content()).slice(0, 3000));
});
