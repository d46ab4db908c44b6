// The header before any script has run (issue 22; docs/architecture.md#the-header-before-hydration):
// with the page's scripts held back, every control of the header answers a tap as soon as it is
// painted — the menu, the Produk and Perusahaan menus, Studi Kasus, the language links, the
// search and the theme menu —
// in both languages, at 375 and 1280 px. Then React takes over what the visitor opened without a
// jump, and its own behaviour works.
import { expect, test, type Page, type Route } from '@playwright/test';
import { products } from '../../src/content/products';
import { menuToggle, siteHeader } from './support';

const LANGUAGES = [
  {
    lng: 'id',
    page: '/kontak',
    twin: '/en/kontak',
    other: 'EN',
    company: 'Perusahaan',
    about: { name: 'Tentang', path: '/tentang' },
    products: 'Produk',
    caseStudies: { name: 'Studi Kasus', path: '/studi-kasus' },
    search: 'Cari',
    searchField: 'Cari post',
    blog: '/blog',
    theme: 'Tema',
    dark: 'Gelap',
  },
  {
    lng: 'en',
    page: '/en/kontak',
    twin: '/kontak',
    other: 'ID',
    company: 'Company',
    about: { name: 'About', path: '/en/tentang' },
    products: 'Products',
    caseStudies: { name: 'Case Studies', path: '/en/studi-kasus' },
    search: 'Search',
    searchField: 'Search posts',
    blog: '/en/blog',
    theme: 'Theme',
    dark: 'Dark',
  },
] as const;
const WIDTHS = [375, 1280] as const;

/**
 * Holds every request for the page's scripts until `release()`: the page as painted, before
 * hydration, for as long as the test wants.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/static/js/**', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Opens a page whose scripts are held: `load` never comes (it waits for the scripts the boot
 * script starts at the first paint); the document as painted is all there is.
 */
async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(siteHeader(page)).toBeVisible();
  return scripts;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');
const toggler = (page: Page) => siteHeader(page).locator('button[aria-controls="site-menu"]');
const siteMenu = (page: Page) => page.locator('#site-menu');

/** At 375 px the actions and links sit in the menu: open it first. */
async function openMenuOnPhone(page: Page, width: number) {
  if (width < 992) {
    await toggler(page).click();
    await expect(siteMenu(page)).toBeVisible();
  }
}

/** Navigations of a page whose scripts are held end at `commit`: the other events wait for them. */
const arrivedAt = (page: Page, url: RegExp) => page.waitForURL(url, { waitUntil: 'commit' });

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`before hydration, ${language.lng} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`the menu and ${language.company} open, and an item leads on`, async ({ page }) => {
        await openHeld(page, language.page);
        await openMenuOnPhone(page, width);
        await expect(siteMenu(page).getByRole('link', { name: language.about.name })).toBeHidden();
        const company = menuToggle(page, language.company);
        await company.click();
        const about = siteMenu(page).getByRole('link', { name: language.about.name, exact: true });
        await expect(about).toBeVisible();
        await expect(hydrated(page)).toHaveCount(0);
        await about.click();
        await arrivedAt(page, new RegExp(`${language.about.path}$`));
      });

      test(`${language.products} opens and a product leads on; so does ${language.caseStudies.name}`, async ({
        page,
      }) => {
        const product = products[products.length - 1]!;
        const productPath = `${language.page.replace(/\/kontak$/, '')}/produk/${product.slug}`;
        await openHeld(page, language.page);
        await openMenuOnPhone(page, width);
        const caseStudies = siteMenu(page).getByRole('link', {
          name: language.caseStudies.name,
          exact: true,
        });
        await expect(caseStudies).toHaveAttribute('href', language.caseStudies.path);
        await menuToggle(page, language.products).click();
        const link = siteMenu(page).getByRole('link', { name: product.name, exact: true });
        await expect(link).toBeVisible();
        await expect(hydrated(page)).toHaveCount(0);
        await link.click();
        await arrivedAt(page, new RegExp(`${productPath}$`));
      });

      test(`the ${language.other} link leads to the twin`, async ({ page }) => {
        await openHeld(page, language.page);
        await openMenuOnPhone(page, width);
        const other = siteHeader(page).getByRole('link', {
          name: new RegExp(`^${language.other}`),
        });
        await expect(hydrated(page)).toHaveCount(0);
        await other.click();
        await arrivedAt(page, new RegExp(`${language.twin}$`));
      });

      test('the search opens a field that goes to the blog’s results', async ({ page }) => {
        await openHeld(page, language.page);
        await siteHeader(page).getByRole('button', { name: language.search, exact: true }).click();
        const field = page.getByRole('searchbox', { name: language.searchField });
        await expect(field).toBeVisible();
        await expect(field).toBeFocused();
        await expect(hydrated(page)).toHaveCount(0);
        await field.fill('flutter');
        await field.press('Enter');
        await arrivedAt(page, new RegExp(`${language.blog}\\?q=flutter$`));
      });

      test(`the theme menu opens and ${language.dark} holds across a reload`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await openHeld(page, language.page);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
        await openMenuOnPhone(page, width);
        await siteHeader(page)
          .getByRole('button', { name: new RegExp(`^${language.theme}: `) })
          .click();
        const dark = page.getByRole('menuitemradio', { name: language.dark });
        await expect(dark).toBeVisible();
        await expect(hydrated(page)).toHaveCount(0);
        await dark.click();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
        await expect(dark).toBeHidden();
        await page.reload({ waitUntil: 'commit' });
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      });
    });
  }
}

test.describe('React takes over what was opened before hydration', () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the open menus stay where they are, then close as React says', async ({ page }) => {
        const scripts = await openHeld(page, '/kontak');
        await openMenuOnPhone(page, width);
        const company = menuToggle(page, 'Perusahaan');
        await company.click();
        const careers = siteMenu(page).getByRole('link', { name: 'Karir', exact: true });
        await expect(careers).toBeVisible();
        const companyMenu = page.locator(`[id="${await company.getAttribute('aria-controls')}"]`);
        const before = {
          menu: await siteMenu(page).boundingBox(),
          company: await companyMenu.boundingBox(),
        };

        await scripts.release();
        await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
        await expect(careers).toBeVisible();
        expect({
          menu: await siteMenu(page).boundingBox(),
          company: await companyMenu.boundingBox(),
        }).toEqual(before);
        // React reads the state the visitor set: the toggles say so.
        await expect(company).toHaveAttribute('aria-expanded', 'true');
        if (width < 992) {
          await expect(toggler(page)).toHaveAttribute('aria-expanded', 'true');
          await expect(toggler(page)).toHaveAccessibleName('Tutup menu');
        }

        // React's behaviour: choosing an item navigates in place and closes the menus.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await careers.click();
        await expect(page).toHaveURL(/\/tentang\/karir$/);
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
        await expect(careers).toBeHidden();
        await expect(company).toHaveAttribute('aria-expanded', 'false');
        if (width < 992) {
          await expect(siteMenu(page)).toBeHidden();
          await expect(toggler(page)).toHaveAttribute('aria-expanded', 'false');
        }
      });
    });
  }
});

test.describe('a touch on the painted page', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('never waits for a script: every touch listener before React is passive', async ({
    page,
  }) => {
    // A touch listener that may cancel the touch makes the browser hold the tap (and the
    // scroll) until this page's main thread, busy with the boot, has run it.
    await openHeld(page, '/home');
    const cdp = await page.context().newCDPSession(page);
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    const touch = listeners.filter((listener) => /^touch/.test(listener.type));
    expect(touch.map((listener) => listener.type).sort()).toEqual([
      'touchcancel',
      'touchend',
      'touchstart',
    ]);
    expect(touch.filter((listener) => !listener.passive).map((listener) => listener.type)).toEqual(
      [],
    );
  });
});

test.describe('a tap while React hydrates', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('is answered by the browser at once, not after React has hydrated the header for it; React then takes the menu over', async ({
    page,
  }) => {
    // The moment React attaches to its container (hydrateRoot), before its hydration has run a
    // step: a tap on the menu button (pointerdown, pointerup, click). Were the tap React's, React
    // would hydrate the whole header first, and mark the page hydrated, before the menu opened.
    await page.addInitScript(() => {
      const state = window as typeof window & { openedWhileHydrating?: boolean };
      const add = EventTarget.prototype.addEventListener;
      let tapped = false;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
        if (!tapped && this instanceof HTMLElement && this.id === 'root') {
          tapped = true;
          queueMicrotask(() => {
            const button = document.querySelector<HTMLElement>(
              'header.site-header .navbar-toggler',
            )!;
            document
              .getElementById('site-menu')!
              .addEventListener(
                'beforetoggle',
                () =>
                  (state.openedWhileHydrating =
                    document.documentElement.dataset.hydrated !== 'true'),
                { once: true },
              );
            for (const type of ['pointerdown', 'pointerup'])
              button.dispatchEvent(new PointerEvent(type, { bubbles: true }));
            button.click();
          });
        }
        return add.apply(this, args);
      };
    });
    await page.goto('/kontak');
    await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
    expect(
      await page.evaluate(
        () => (window as { openedWhileHydrating?: boolean }).openedWhileHydrating,
      ),
    ).toBe(true);
    await expect(siteMenu(page)).toBeVisible();
    await expect(toggler(page)).toHaveAttribute('aria-expanded', 'true');
  });
});
