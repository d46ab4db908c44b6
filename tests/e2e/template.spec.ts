// The template material (docs/product.md#template-material, docs/product.md#routes-and-navigation,
// docs/product.md#the-current-user): the interactive demo parts by mouse and keyboard. Every
// landing demo, docs page and template page is checked at 375 px and 1280 px, light and dark, in
// a11y.spec.ts: one h1, noindex and the "Contoh template" marker, no sideways scrolling, a clean
// console, no axe violation.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/lib/paths';
import { waitForPage, watchForProblems } from './support';

test('landing demos: every link goes to #, the footer is the English landing footer', async ({
  page,
}) => {
  await page.goto('/landing/agency?lng=id');
  await waitForPage(page);
  const hrefs = await page
    .locator('main a, header a, footer a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(20);
  expect(new Set(hrefs)).toEqual(new Set(['#']));
  const footer = page.locator('footer.landing-footer');
  await expect(footer).toHaveAttribute('lang', 'en');
  await expect(footer.getByRole('heading', { name: 'Product' })).toBeVisible();
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
});

test.describe("the template material's stylesheet", () => {
  const templateSheets = 'link[rel="stylesheet"][href^="/static/css/template."]';

  test('site pages do not load it; a prerendered template page links it once, in <head>', async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    await page.goto('/home');
    await waitForPage(page);
    await expect(page.locator(templateSheets)).toHaveCount(0);

    await page.goto('/docs/introduction');
    await waitForPage(page);
    await expect(page.locator(`head > ${templateSheets}`)).toHaveCount(1);
    // Hydration found it there and added no second copy.
    await expect(page.locator(templateSheets)).toHaveCount(1);
    expect(problems.list).toEqual([]);
  });

  test('a client-side navigation into a template layout loads it before the page shows', async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    await page.goto('/home');
    await waitForPage(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
      // The router follows history: a popstate is a navigation without a document load.
      history.pushState(null, '', '/landing/agency');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const landing = page.locator('.landing');
    await expect(landing).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(page.locator(templateSheets)).toHaveCount(1);
    // Styled from its first frame: .landing is a flex column only by the template stylesheet.
    expect(await landing.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(problems.list).toEqual([]);
  });
});

test('template routes stay out of the main navigation', async ({ page }) => {
  await page.goto('/tentang');
  await waitForPage(page);
  const hrefs = await page
    .locator('header.site-header a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => /^\/(landing|docs|pages)\//.test(h))).toEqual([]);
});

test('pricing toggle switches monthly and yearly prices', async ({ page }) => {
  await page.goto('/pages/pricing?lng=en');
  await waitForPage(page);
  const monthly = page.getByRole('button', { name: 'Monthly' });
  const yearly = page.getByRole('button', { name: /Yearly/ });
  const business = page.getByTestId('plan-price').nth(1);
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(business).toContainText('249,000');
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(business).toContainText('199,000');
  await monthly.focus();
  await page.keyboard.press('Enter');
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(business).toContainText('249,000');
});

for (const width of [375, 1280] as const) {
  test.describe(`demo admin bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the notifications dropdown opens and closes by mouse and keyboard', async ({ page }) => {
      await page.goto('/pages/company');
      await waitForPage(page);
      const bar = page.getByRole('navigation', { name: 'Demo admin bar' });
      const bell = bar.getByRole('button', { name: /Notifications/ });
      const menu = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
      const items = menu.getByRole('link');

      await bell.click();
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
      await expect(items).toHaveCount(4);
      await expect(items.first()).toBeVisible();
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // A click elsewhere closes it.
      await page.locator('h1').click();
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      // Keyboard: ArrowDown opens and focuses the first, arrows move, Escape returns focus.
      await bell.focus();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(bell).toBeFocused();
      // Enter toggles it too.
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
    });

    test('the profile menu opens and closes by mouse and keyboard', async ({ page }) => {
      await page.goto('/pages/help');
      await waitForPage(page);
      const bar = page.getByRole('navigation', { name: 'Demo admin bar' });
      const profile = bar.getByRole('button', { name: 'Admin', exact: true });
      const menu = page.locator(`[id="${await profile.getAttribute('aria-controls')}"]`);
      const links = menu.getByRole('link');

      await profile.click();
      await expect(links).toHaveText(['Profile', 'Settings', 'Support', 'Sign Out']);
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
        expect(href).toBe('#');
      }
      await profile.click();
      await expect(menu).toBeHidden();

      await profile.focus();
      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      await page.keyboard.press('ArrowUp');
      await expect(links.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(links.first()).toBeFocused();
      // Tabbing out of the menu closes it.
      await page.keyboard.press('Escape');
      await expect(profile).toBeFocused();
      await expect(menu).toBeHidden();
      await page.keyboard.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
    });
  });
}

test('the search box has its placeholder and does nothing', async ({ page }) => {
  await page.goto('/pages/help');
  await waitForPage(page);
  const boxes = page.getByPlaceholder('What are you looking for?');
  await expect(boxes).toHaveCount(2); // the admin bar's and the help centre's
  await boxes.last().fill('invoice');
  await boxes.last().press('Enter');
  await expect(page).toHaveURL(/\/pages\/help$/);
});

test.describe('docs on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the sidebar is a disclosure that leads to the next page', async ({ page }) => {
    await page.goto('/docs/introduction?lng=en');
    await waitForPage(page);
    const toggle = page.getByRole('button', { name: 'Documentation menu' });
    const sidebar = page.getByRole('navigation', { name: 'Documentation menu' });
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Colors' }).click();
    await expect(page).toHaveURL(/\/docs\/colors/);
    await expect(sidebar).toBeHidden();
    await page.getByRole('link', { name: /Next.*Typography/ }).click();
    await expect(page.locator('h1')).toHaveText('Typography');
  });
});

test.describe('the template marker in English', () => {
  for (const width of [375, 1280] as const) {
    for (const route of [
      paths.landing('saas'),
      paths.docs('introduction'),
      paths.templatePage('pricing'),
    ]) {
      test(`${route}?lng=en at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${route}?lng=en`);
        await waitForPage(page);
        const marker = page.locator('.template-marker');
        await expect(marker).toBeVisible();
        await expect(marker).toContainText('Template example');
        await expect(marker).toContainText('not a Segara Digital page');
      });
    }
  }
});
