// Accessibility for everyone: every page template, in both languages, is scanned with axe (WCAG
// 2.0/2.1 A and AA) at 375 px and 1280 px, in the light and in the dark colour mode, and checked
// for health on the way: one visible h1, 20 px of room at a phone's edges, no sideways scrolling,
// a clean console and network, and template material marked as such and noindex. A template is a
// route of the route table, or the routes that name one `template`: the docs, the blog's
// categories (support.ts prerenderedTemplates). Then the whole site by keyboard: the skip link,
// the menus, the contact form, the language switch, a visible focus, and prefers-reduced-motion
// respected.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../config/emulators/demo.mjs';
import { DOCS_PAGES, LANDING_DEMOS, paths, TEMPLATE_PAGES } from '../../src/lib/paths';
import {
  menuOf,
  logInAsAdmin,
  menuToggle,
  prerenderedTemplates,
  scanWithAxe,
  scrollToY,
  siteHeader,
  waitForPage,
  waitForReact,
  watchForProblems,
  WCAG_AA_TAGS,
} from './support';

/** The auth routes other than the login page are served by the app shell: not in the list. */
const SHELL_PAGES = [paths.auth.forgetPassword, paths.auth.confirm];
/** The catch-all not-found page. */
const UNKNOWN_PATH = '/halaman-yang-tidak-ada';

/** Every page template: Indonesian, single-URL and English. */
const PAGE_TEMPLATES = [...prerenderedTemplates(), ...SHELL_PAGES, UNKNOWN_PATH];
/** Template material: marked as a sample and kept out of search engines. */
const TEMPLATE_MATERIAL = new Set<string>([
  ...LANDING_DEMOS.map(paths.landing),
  ...DOCS_PAGES.map(paths.docs),
  ...TEMPLATE_PAGES.map(paths.templatePage),
]);

/**
 * The four views a page is held to: a phone and a desktop, each in the light and the dark mode.
 * One load per page (loading and settling cost more than a scan): the window is resized and the
 * system's colour mode changed in place, which the site follows as it changes (public/boot.js).
 */
const VIEWS = [
  { width: 375, dark: false },
  { width: 375, dark: true },
  { width: 1280, dark: true },
  { width: 1280, dark: false },
] as const;

/** Every axe violation on the page, one line each, for a readable failure. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await scanWithAxe(page);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * The page is settled: React is there (a page rendered afresh, as the not-found page is, has
 * replaced the prerendered elements by then), its h1 is there (layout routes: not the spinner)
 * and fonts are in.
 */
async function settle(page: Page) {
  await waitForReact(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The widest element sticking out of the window, to make an overflow actionable. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    let widest = '';
    let right = window.innerWidth;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5) {
        right = box.right;
        const classes = Array.from(element.classList).join('.');
        widest = `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right edge ${Math.round(box.right)} px)`;
      }
    }
    const wide = document.documentElement.scrollWidth > window.innerWidth;
    return wide ? `the page scrolls sideways; widest: ${widest || 'n/a'}` : '';
  });
}

/**
 * On a phone, the site's text keeps at least 20 px from the screen's edges: the page's heading
 * and the footer's first line (where the site's footer is: not on a landing demo or an auth page).
 */
async function expectRoomAtTheEdges(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const footer = page.locator('.site-footer p').first();
  const texts = [page.locator('h1:visible'), ...((await footer.count()) ? [footer] : [])];
  for (const text of texts) {
    const box = await text.boundingBox();
    expect(box, 'the text is laid out').not.toBeNull();
    expect(box?.x ?? 0).toBeGreaterThanOrEqual(20);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width - 20);
  }
}

/** The page in each view: colour mode applied, no sideways scrolling, no axe violation. */
async function checkViews(page: Page, name: string) {
  for (const { width, dark } of VIEWS) {
    const view = `${name} at ${width} px${dark ? ' in dark mode' : ''}`;
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    await expect(page.locator('html'), view).toHaveAttribute(
      'data-bs-theme',
      dark ? 'dark' : 'light',
    );
    expect(await axeViolations(page), view).toEqual([]);
    // After the scan, which renders the deferred blocks: the whole page's width counts.
    expect(await sidewaysOverflow(page), view).toBe('');
  }
}

test.describe('every page template, at 375 and 1280 px, light and dark', () => {
  test.use({ viewport: { width: 375, height: 800 }, colorScheme: 'light' });
  // Four axe scans of a long page on a busy two-core machine.
  test.slow();

  for (const pathname of PAGE_TEMPLATES) {
    test(pathname, async ({ page }) => {
      const problems = watchForProblems(page);
      await page.goto(pathname);
      await settle(page);
      await expect(page.locator('h1:visible')).toHaveCount(1);
      await expectRoomAtTheEdges(page);
      if (TEMPLATE_MATERIAL.has(pathname)) {
        await expect(page.locator('.template-marker')).toContainText('Contoh template');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      }
      await checkViews(page, pathname);
      expect(problems.list, problems.list.join('\n')).toEqual([]);
    });
  }

  test('signed in: the dashboard and the settings', async ({ page }) => {
    await logInAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Akun per peran' })).toBeVisible();
    await checkViews(page, 'dashboard');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/pages/account/settings');
    await settle(page);
    await expect(page.locator('main form').first()).toBeVisible();
    await checkViews(page, 'settings');
  });
});

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

test('a scan reaches into the page’s own frames (the navbar demos)', async ({ page }) => {
  await page.goto(paths.docs('navbars'));
  await settle(page);
  const results = await scanWithAxe(page, WCAG_AA_TAGS, { passes: true });
  // A node inside a frame is targeted by the frame's selector, then its own.
  const inFrames = results.passes
    .flatMap((rule) => rule.nodes)
    .filter((node) => node.target.length > 1);
  expect(inFrames.length).toBeGreaterThan(0);
  expect(results.violations).toEqual([]);
});

// The scans collect violations only (scanWithAxe): a page with two of them added shows both,
// each with every node it was found on.
test('a scan names each violation and every node it is found on', async ({ page }) => {
  await page.goto(paths.contact);
  await settle(page);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    for (let n = 0; n < 3; n++)
      main?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' }));
    main?.append(document.createElement('button'));
  });
  const { violations } = await scanWithAxe(page);
  expect(violations.map(({ id, nodes }) => [id, nodes.length])).toEqual(
    expect.arrayContaining([
      ['image-alt', 3],
      ['button-name', 1],
    ]),
  );
});

test.describe('by keyboard', () => {
  test('Tab reaches the skip link first, and it moves the focus to the content', async ({
    page,
  }) => {
    await page.goto('/tentang');
    await waitForPage(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Lewati ke konten utama' });
    expect(await isFocused(skip)).toBe(true);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(
      true,
    );
  });

  test('the Perusahaan and Blog menus open, move and close with the keyboard', async ({ page }) => {
    await page.goto('/tentang');
    await waitForPage(page);

    const company = menuToggle(page, 'Perusahaan');
    const companyMenu = await menuOf(page, company);
    await tabTo(page, company);
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(companyMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(companyMenu).toBeHidden();
    expect(await isFocused(company)).toBe(true);

    // ArrowDown opens and focuses the first link; arrows move; End/Home jump; Escape returns.
    await page.keyboard.press('ArrowDown');
    const links = companyMenu.getByRole('link');
    await expect.poll(() => isFocused(links.first())).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(links.nth(1))).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => isFocused(links.last())).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(links.first())).toBe(true);
    await page.keyboard.press('Escape');
    await expect(companyMenu).toBeHidden();
    expect(await isFocused(company)).toBe(true);

    // Blog: open with ArrowUp (last link), follow a link with Enter.
    const blog = menuToggle(page, 'Blog');
    const blogMenu = await menuOf(page, blog);
    await tabTo(page, blog);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(blogMenu.getByRole('link').first())).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blogMenu).toBeHidden();
    await waitForPage(page);
  });

  test('the contact form is filled and sent with the keyboard (Enter)', async ({ page }) => {
    await page.goto('/kontak');
    await waitForPage(page);
    const form = page.locator('main form');
    await tabTo(page, form.getByLabel('Nama'));
    await page.keyboard.type('Wayan Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('wayan@example.co.id');
    await page.keyboard.press('Tab'); // phone (optional)
    await page.keyboard.press('Tab'); // product
    await page.keyboard.press('Tab'); // intent
    await page.keyboard.press('Tab');
    await page.keyboard.type('Uji keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Dikirim hanya dengan papan ketik.');
    // Enter in a one-line field submits the form.
    await form.getByLabel('Subjek').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Pesan terkirim. Terima kasih!')).toBeVisible({ timeout: 15_000 });
  });

  test('an empty contact form sent with Enter moves the focus to the first problem', async ({
    page,
  }) => {
    await page.goto('/kontak');
    await waitForPage(page);
    const name = page.locator('main form').getByLabel('Nama');
    await tabTo(page, name);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Tulis nama Anda.')).toBeVisible();
    expect(await isFocused(name)).toBe(true);
  });

  test('a member of staff signs in with the keyboard alone', async ({ page }) => {
    const { admin } = DEMO_ACCOUNTS;
    await page.goto('/auth/login');
    const email = page.locator('main form').getByLabel('Email');
    await expect(email).toBeVisible({ timeout: 10_000 });
    await tabTo(page, email);
    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Kata sandi', { exact: true }))).toBe(true);
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pages\/account\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the menu opens with Enter, its links take Tab, and following one closes it', async ({
      page,
    }) => {
      await page.goto('/tentang');
      await waitForPage(page);
      const toggle = siteHeader(page).locator('button[aria-controls="site-menu"]');
      await expect(toggle).toHaveAccessibleName('Buka menu');
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Tutup menu');
      const contact = page.locator('#site-menu').getByRole('link', { name: 'Kontak', exact: true });
      await expect(contact).toBeVisible();
      await tabTo(page, contact, 20);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/kontak$/);
      await expect(page.locator('#site-menu')).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('the language switch works with the keyboard', async ({ page }) => {
    await page.goto('/tentang');
    await waitForPage(page);
    const english = siteHeader(page).getByRole('link', { name: /^EN/ });
    await tabTo(page, english);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/tentang$/);
    await expect(menuToggle(page, 'Company')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('aria-current', 'true');
    // The new page took the focus (as after any navigation); the switcher is reached again.
    const indonesian = siteHeader(page).getByRole('link', { name: /^ID/ });
    await tabTo(page, indonesian);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tentang$/);
    await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  });

  test('on a single-URL page the language links work with the keyboard', async ({ page }) => {
    await page.goto('/auth/login');
    await waitForPage(page);
    // Links (`?lng=`), so they work before the page's scripts run; in place once they do.
    const english = page.getByRole('link', { name: /^EN/ });
    await tabTo(page, english);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('every element reached with Tab shows a visible focus indicator', async ({ page }) => {
    // Compare end states: Bootstrap eases its focus rings in over 0.15 s, except for visitors
    // who ask for reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/kontak');
    await waitForPage(page);
    const without: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      // The focused element's outline, shadow, border, background and underline, then the same
      // element's without the focus (blurred), then the focus back where it was.
      const seen = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const look = () => {
          const style = getComputedStyle(element);
          const outline =
            style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
              ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
              : 'none';
          return [
            outline,
            style.boxShadow,
            style.borderColor,
            style.backgroundColor,
            style.textDecorationLine,
          ].join(' / ');
        };
        const focused = look();
        element.blur();
        const unfocused = look();
        element.focus();
        const label =
          (element.textContent ?? '').trim().slice(0, 30) ||
          element.getAttribute('aria-label') ||
          element.getAttribute('name') ||
          '';
        return { name: `${element.tagName.toLowerCase()} "${label}"`, focused, unfocused };
      });
      if (seen && seen.focused === seen.unfocused) without.push(seen.name);
    }
    expect(without, 'focused elements that look the same as unfocused').toEqual([]);
  });
});

test.describe('prefers-reduced-motion: reduce', () => {
  /** The longest transition or animation duration of any element, in seconds. */
  const longestMotion = (page: Page) =>
    page.evaluate(() => {
      const seconds = (value: string) =>
        Math.max(
          ...value.split(',').map((part) => {
            const n = parseFloat(part);
            return part.trim().endsWith('ms') ? n / 1000 : n;
          }),
        );
      let longest = { seconds: 0, element: '' };
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          const animated = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
          const transition =
            style.transitionProperty !== 'none' ? seconds(style.transitionDuration) : 0;
          const value = Math.max(animated, transition);
          if (value > longest.seconds) {
            longest = {
              seconds: value,
              element: `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}${pseudo ?? ''}`,
            };
          }
        }
      }
      return longest;
    });

  test('no transition or animation runs longer than 0.01 s, with the menus and sticky navbar in play', async ({
    page,
  }) => {
    // Without the preference there is motion (so the check below means something).
    await page.goto('/tentang');
    await waitForPage(page);
    await menuToggle(page, 'Perusahaan').click();
    expect((await longestMotion(page)).seconds).toBeGreaterThan(0.01);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/tentang');
    await waitForPage(page);
    await menuToggle(page, 'Perusahaan').click();
    await scrollToY(page, 600); // sticky navbar (slides in) and back-to-top
    const longest = await longestMotion(page);
    expect(longest.seconds, `longest: ${longest.element}`).toBeLessThanOrEqual(0.01);
  });

  test('back to top jumps at once instead of scrolling smoothly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/tentang');
    await waitForPage(page);
    await scrollToY(page, 1200);
    const button = page.getByRole('button', { name: 'Kembali ke atas' });
    await button.focus();
    await page.keyboard.press('Enter');
    // Synchronously at the top: no smooth scroll in flight.
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
