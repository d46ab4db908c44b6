// The site shell of docs/product.md#routes-and-navigation: redirect, navbar and its menus (mouse, keyboard, phone), sticky
// header, back-to-top, the Beranda top-bar variant, footer, the lazy call-to-action band,
// the not-found page, and every route of the route table.
import { expect, test, type Locator } from '@playwright/test';
import { products } from '../../src/content/products';
import { menuOf, menuToggle, scrollToY, siteHeader, waitForPage } from './support';

/** docs/product.md#routes-and-navigation: Semua Post and the six blog categories, in menu order. */
const BLOG_MENU_PATHS = [
  '/blog',
  '/blog/install',
  '/blog/tutorial',
  '/blog/source-code',
  '/blog/troubleshoot',
  '/blog/berita-umum',
  '/blog/acara',
];

const NOT_FOUND_ID = 'Halaman tidak ditemukan';

async function hrefsOf(menu: Locator): Promise<(string | null)[]> {
  return menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await waitForPage(page);
  await expect(page.locator('h1')).toBeVisible();
});

test.describe('navbar at 1280 px', () => {
  test('shows Beranda, Produk, Studi Kasus, Perusahaan, Blog, Kontak', async ({ page }) => {
    await page.goto('/kontak');
    await waitForPage(page);
    // A menu's toggle is the <summary> of its <details> (it works before hydration).
    const items = siteHeader(page).locator(
      ':is(.navbar-nav > li > a, .navbar-nav > li > details > summary)',
    );
    await expect(items).toHaveText([
      'Beranda',
      'Produk',
      'Studi Kasus',
      'Perusahaan',
      'Blog',
      'Kontak',
    ]);
    await expect(
      siteHeader(page).getByRole('link', { name: 'Beranda', exact: true }),
    ).toHaveAttribute('href', '/home');
    await expect(
      siteHeader(page).getByRole('link', { name: 'Kontak', exact: true }),
    ).toHaveAttribute('href', '/kontak');
    await expect(
      siteHeader(page).getByRole('link', { name: 'Studi Kasus', exact: true }),
    ).toHaveAttribute('href', '/studi-kasus');
  });

  test('the Perusahaan menu lists the company pages', async ({ page }) => {
    await page.goto('/kontak');
    await waitForPage(page);
    const toggle = menuToggle(page, 'Perusahaan');
    const menu = await menuOf(page, toggle);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'Tentang',
      'Semua Tim',
      'Karir',
      'Bantuan & FAQs',
      'Keamanan & Privasi',
      'Sertifikasi',
    ]);
    expect(await hrefsOf(menu)).toEqual([
      '/tentang',
      '/tentang/semua-tim',
      '/tentang/karir',
      '/tentang/bantuan',
      '/tentang/keamanan-privasi',
      '/tentang/sertifikasi',
    ]);
  });

  test('the Blog menu lists all posts and the categories', async ({ page }) => {
    await page.goto('/kontak');
    await waitForPage(page);
    const toggle = menuToggle(page, 'Blog');
    const menu = await menuOf(page, toggle);
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link').first()).toHaveText('Semua Post');
    expect(await hrefsOf(menu)).toEqual(BLOG_MENU_PATHS);
    for (const link of await menu.getByRole('link').all()) await expect(link).not.toBeEmpty();
  });

  test('the Produk menu lists the overview and every product', async ({ page }) => {
    await page.goto('/kontak');
    await waitForPage(page);
    const toggle = menuToggle(page, 'Produk');
    const menu = await menuOf(page, toggle);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'Semua produk & harga',
      ...products.map((product) => product.name),
    ]);
    expect(await hrefsOf(menu)).toEqual([
      '/produk',
      ...products.map((product) => `/produk/${product.slug}`),
    ]);
    await menu.getByRole('link', { name: products[0]!.name }).click();
    await expect(page).toHaveURL(`/produk/${products[0]!.slug}`);
    await expect(toggle).toHaveClass(/\bactive\b/);
  });

  const highlights = [
    { path: '/tentang/bantuan', active: ['Perusahaan'], inactive: ['Blog', 'Produk'] },
    { path: '/blog/tutorial', active: ['Blog'], inactive: ['Perusahaan', 'Produk'] },
    { path: '/kontak', active: [], inactive: ['Perusahaan', 'Blog', 'Produk'] },
    { path: '/produk', active: ['Produk'], inactive: ['Perusahaan', 'Blog'] },
    { path: '/studi-kasus', active: [], inactive: ['Perusahaan', 'Blog', 'Produk'] },
  ];
  for (const { path, active, inactive } of highlights) {
    test(`on ${path} the highlighted menus are: ${active.join(', ') || 'none'}`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForPage(page);
      for (const label of active) await expect(menuToggle(page, label)).toHaveClass(/\bactive\b/);
      for (const label of inactive) {
        await expect(menuToggle(page, label)).not.toHaveClass(/\bactive\b/);
      }
    });
  }

  test('Studi Kasus is highlighted on the list and on a case study', async ({ page }) => {
    const link = siteHeader(page).getByRole('link', { name: 'Studi Kasus', exact: true });
    await page.goto('/kontak');
    await waitForPage(page);
    await expect(link).not.toHaveClass(/\bactive\b/);
    await link.click();
    await expect(page).toHaveURL(/\/studi-kasus$/);
    await expect(link).toHaveClass(/\bactive\b/);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await page.locator('main a[href^="/studi-kasus/"]').first().click();
    await expect(page).toHaveURL(/\/studi-kasus\/[^/]+$/);
    await expect(link).toHaveClass(/\bactive\b/);
    await expect(link).not.toHaveAttribute('aria-current');
  });

  test('English: Products and Case Studies lead to the English pages', async ({ page }) => {
    await page.goto('/en/kontak');
    await waitForPage(page);
    await expect(
      siteHeader(page).getByRole('link', { name: 'Case Studies', exact: true }),
    ).toHaveAttribute('href', '/en/studi-kasus');
    const toggle = menuToggle(page, 'Products');
    await toggle.click();
    const menu = await menuOf(page, toggle);
    await expect(menu.getByRole('link').first()).toHaveText('All products & prices');
    expect(await hrefsOf(menu)).toEqual([
      '/en/produk',
      ...products.map((product) => `/en/produk/${product.slug}`),
    ]);
  });

  test('fits on one line with the theme menu, search and ID/EN from 992 to 1280 px', async ({
    page,
  }) => {
    // Beranda's top bar adds Log In and Download: one line at 1280 px (below, its actions wrap).
    const checks = [992, 1024, 1100, 1200, 1280].flatMap((width) =>
      (width < 1280 ? ['/kontak'] : ['/kontak', '/home']).map((path) => ({ width, path })),
    );
    for (const { width, path } of checks) {
      await page.setViewportSize({ width, height: 800 });
      {
        await page.goto(path);
        await waitForPage(page);
        const parts = siteHeader(page).locator(
          '.navbar-brand, .navbar-nav > li, .navbar-actions > *, .search-button',
        );
        const tops = await parts.evaluateAll((all) =>
          all.map((element) => Math.round(element.getBoundingClientRect().top)),
        );
        const heights = await parts.evaluateAll((all) =>
          all.map((element) => element.getBoundingClientRect().height),
        );
        // One row: every part's box overlaps the navbar's middle line, none wraps below it.
        const navbar = await siteHeader(page).locator('nav.navbar').boundingBox();
        const middle = navbar!.y + navbar!.height / 2;
        tops.forEach((top, index) => {
          expect([width, path, index, top <= middle && top + heights[index]! >= middle]).toEqual([
            width,
            path,
            index,
            true,
          ]);
        });
        expect([width, path, navbar!.height < 100]).toEqual([width, path, true]);
      }
    }
  });

  test('a menu works from the keyboard', async ({ page }) => {
    await page.goto('/kontak');
    await waitForPage(page);
    const toggle = menuToggle(page, 'Perusahaan');
    const menu = await menuOf(page, toggle);
    const links = menu.getByRole('link');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    // ArrowDown walks through the links, in order.
    const count = await links.count();
    expect(count).toBe(6);
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(index)).toBeFocused();
    }

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // ArrowDown on the closed toggle opens the menu on its first link.
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(links.first()).toBeFocused();
  });
});

test('the header becomes sticky past 240 px of scroll', async ({ page }) => {
  await page.goto('/tentang/keamanan-privasi');
  await waitForPage(page);
  const header = siteHeader(page);
  const style = () =>
    header.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { position: computed.position, top: computed.top, zIndex: computed.zIndex };
    });

  await scrollToY(page, 200);
  await expect(header).not.toHaveClass(/\bis-sticky\b/);
  expect((await style()).position).not.toBe('sticky');

  await scrollToY(page, 300);
  await expect(header).toHaveClass(/\bis-sticky\b/);
  expect(await style()).toEqual({ position: 'sticky', top: '0px', zIndex: '1040' });
});

test('back-to-top appears past 50 px and scrolls to the top', async ({ page }) => {
  await page.goto('/tentang/keamanan-privasi');
  await waitForPage(page);
  const button = page.getByRole('button', { name: 'Kembali ke atas' });

  await expect(button).toBeHidden();
  await scrollToY(page, 40);
  await expect(button).toBeHidden();
  await scrollToY(page, 60);
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hamburger menu opens, and closes once a page is chosen', async ({ page }) => {
    await page.goto('/kontak');
    await waitForPage(page);
    const hamburger = page.locator('.navbar-toggler');
    const menu = page.locator('#site-menu');

    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    await menuToggle(page, 'Perusahaan').click();
    await menu.getByRole('link', { name: 'Bantuan & FAQs' }).click();
    await expect(page).toHaveURL(/\/tentang\/bantuan$/);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('in the Beranda top-bar variant, clicking an item closes the menu', async ({ page }) => {
    await page.goto('/home');
    await waitForPage(page);
    const hamburger = page.locator('.navbar-toggler');
    const menu = page.locator('#site-menu');

    await hamburger.click();
    await expect(menu).toBeVisible();
    // Download links to '#': the page stays, so only the item's own click can close the menu.
    await menu.getByRole('link', { name: 'Download', exact: true }).click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});

test('Beranda has the top-bar variant with Log In and Download', async ({ page }) => {
  await page.goto('/home');
  await waitForPage(page);
  const header = siteHeader(page);
  const login = header.getByRole('link', { name: 'Log In', exact: true });
  const download = header.getByRole('link', { name: 'Download', exact: true });
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute('href', '/auth/login');
  await expect(download).toBeVisible();
  await expect(download).toHaveAttribute('href', '#');
});

test('other pages have neither Log In nor Download', async ({ page }) => {
  await page.goto('/tentang');
  await waitForPage(page);
  await expect(page.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download', exact: true })).toHaveCount(0);
});

test('the footer has the address, email, phone, copyright and social links', async ({ page }) => {
  await page.goto('/kontak');
  await waitForPage(page);
  const footer = page.locator('footer.site-footer');

  const address = footer.locator('a[href^="https://www.google.com/maps/search/"]');
  await expect(address).toHaveCount(1);
  const addressText = (await address.innerText()).trim();
  expect(addressText).toMatch(/Denpasar/);
  expect(await address.getAttribute('href')).toContain(encodeURIComponent(addressText));

  const email = footer.locator('a[href^="mailto:"]');
  await expect(email).toHaveCount(1);
  const emailAddress = (await email.getAttribute('href'))?.replace(/^mailto:/, '') ?? '';
  expect(emailAddress).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  await expect(email).toContainText(emailAddress);

  const phone = footer.locator('a[href^="tel:"]');
  await expect(phone).toHaveCount(1);
  const dialled = (await phone.getAttribute('href'))?.replace(/^tel:/, '') ?? '';
  expect(dialled).toMatch(/^\+\d{8,15}$/);
  expect((await phone.innerText()).replace(/[^\d+]/g, '')).toBe(dialled);

  const year = String(new Date().getFullYear());
  const copyright = footer.getByText('PT Segara Kode Nusantara');
  await expect(copyright).toBeVisible();
  await expect(copyright).toContainText(year);

  // New tabs besides the map and WhatsApp (whatsapp.spec.ts): the three social networks.
  const socials = footer.locator(
    'a[target="_blank"]:not([href*="google.com/maps"]):not([href^="https://wa.me/"])',
  );
  await expect(socials).toHaveCount(3);
  for (const network of ['Instagram', 'LinkedIn', 'GitHub']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${network}\\b`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('the call-to-action band is loaded on /tentang', async ({ page }) => {
  await page.goto('/tentang');
  const band = page.locator('section.cta-band');
  await expect(band).toBeVisible();
  await expect(band.locator('h2')).toBeVisible();
  await expect(band.locator('h2')).not.toBeEmpty();
});

test.describe('an unknown path', () => {
  test('shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_ID);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_ID)).toHaveCount(0);
  });

  test('speaks English with ?lng=en', async ({ page }) => {
    await page.goto('/tidak-ada-halaman-ini?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

// docs/product.md#routes-and-navigation, literally. Each must render a page with an h1, never the not-found page.
const SPEC_ROUTES: Record<string, string[]> = {
  auth: ['/auth/login', '/auth/forget-password', '/auth/confirm', '/auth/logout'],
  company: ['/tentang/semua-tim', '/tentang/karir'],
  'blog, careers, products, team': [
    ...BLOG_MENU_PATHS,
    '/blog/qris-dinamis-untuk-kasir-warung',
    '/karir/android-engineer',
    '/produk/kasir-warung',
    '/detailteam/dimas-pratama',
  ],
  docs: [
    '/docs/introduction',
    '/docs/quick-start',
    '/docs/customization',
    '/docs/routing',
    '/docs/code-spliting',
    '/docs/change-log',
    '/docs/colors',
    '/docs/typography',
    '/docs/bootstrap',
    '/docs/custom',
    '/docs/plugins',
    '/docs/navbars',
    '/docs/heros',
  ],
  'landing demos': [
    '/landing/app',
    '/landing/saas',
    '/landing/saas2',
    '/landing/startup',
    '/landing/software',
    '/landing/agency',
    '/landing/coworking',
    '/landing/crypto',
    '/landing/marketing',
    '/landing/portfolio',
  ],
  'template pages': [
    '/pages/blog',
    '/pages/blog/post',
    '/pages/company',
    '/pages/contact',
    '/pages/career',
    '/pages/pricing',
    '/pages/portfolio/grid',
    '/pages/portfolio/masonry',
    '/pages/portfolio/item',
    '/pages/help',
  ],
  account: ['/pages/account/dashboard', '/pages/account/settings'],
};

for (const [group, routes] of Object.entries(SPEC_ROUTES)) {
  test(`SPEC routes (${group}) render a page, not the not-found page`, async ({ page }) => {
    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(route);
        await waitForPage(page);
        await expect(page.locator('h1'), `${route} has one h1`).toHaveCount(1);
        await expect(page.locator('h1'), `${route} has one h1`).toBeVisible();
        await expect(page.getByText(NOT_FOUND_ID), `${route} is not "not found"`).toHaveCount(0);
      });
    }
  });
}
