// Faults a visitor can meet on the way (issue 7), injected at the network layer with
// Playwright's routing, never through hooks in the product: a translation server that fails,
// answers 404 or garbage, or drops the connection; a page chunk whose component throws; the
// Firebase services unreachable; browser storage that throws; a slow network.
// (A page chunk that fails to load, and blocked storage with ?lng=, are in resilience.spec.ts.)
import { expect, test, type Page, type Route } from '@playwright/test';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR } from '../../config/emulators/ports.mjs';
import { menuToggle, prerenderedTemplates, siteHeader, waitForPage } from './support';

const EN_TRANSLATION = '**/locales/en/translation.json*';

/** Answers the first `failures` requests to `pattern` with `fail`, then lets them through. */
async function failFirst(
  page: Page,
  pattern: string,
  failures: number,
  fail: (route: Route) => Promise<void>,
): Promise<void> {
  let answered = 0;
  await page.route(pattern, async (route) => {
    answered += 1;
    if (answered <= failures) await fail(route);
    else await route.continue();
  });
}

/** Gaps between consecutive request times. */
const gaps = (times: number[]) => times.slice(1).map((time, i) => time - (times[i] ?? time));

/**
 * Opens the Indonesian `pathname`, stops the page's clock (Playwright's, installed before the
 * page loads: the page's timers then fire only when the test moves time on) and switches to
 * English with the switcher: the English page is then rendered in the browser, its translations
 * loaded from the translation file, and i18next's retries wait on the stopped clock.
 */
async function switchToEnglish(page: Page, pathname: string) {
  await page.clock.install();
  await page.goto(pathname);
  await waitForPage(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  await siteHeader(page).getByRole('link', { name: /^EN\b/ }).click();
}

/** How far the page's clock is moved on at a time while waiting for a retry. */
const CLOCK_STEP = 50;

/**
 * The page's clock time of each request it makes for the English translation file, read in
 * the page (its fetch, as the page calls it), so the time a request spends on the way counts
 * for nothing; the page also counts the requests still on the way.
 */
async function recordRequestTimes(page: Page) {
  await page.addInitScript(() => {
    const record = { times: [] as number[], onTheWay: 0 };
    Object.assign(window, { translationRequests: record });
    const fetchFromPage = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/locales/en/translation.json')) return fetchFromPage(input, init);
      record.times.push(Date.now());
      record.onTheWay += 1;
      return fetchFromPage(input, init).finally(() => {
        record.onTheWay -= 1;
      });
    };
  });
  return () => readRequests(page).then(({ times }) => times);
}

const readRequests = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { translationRequests: { times: number[]; onTheWay: number } })
        .translationRequests,
  );

/**
 * Moves the page's stopped clock on, a step at a time, until the page has made `count`
 * requests or `limit` ms have passed; returns the page's request times. The clock stands still
 * while a request is on the way: its answer takes real time, which is not the page's waiting.
 */
async function runClockUntil(
  page: Page,
  requestTimes: () => Promise<number[]>,
  count: number,
  limit = 4_000,
) {
  for (let elapsed = 0; elapsed < limit; elapsed += CLOCK_STEP) {
    if ((await requestTimes()).length >= count) break;
    await expect.poll(async () => (await readRequests(page)).onTheWay).toBe(0);
    await page.clock.runFor(CLOCK_STEP);
  }
  return requestTimes();
}

test.describe('translation file faults', () => {
  test('500 three times, then OK: retried after 350, 700, 1400 ms and the page recovers', async ({
    page,
  }) => {
    // About fifty steps of the clock, each a round trip to the page.
    test.slow();
    const requestTimes = await recordRequestTimes(page);
    await failFirst(page, EN_TRANSLATION, 3, (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await switchToEnglish(page, '/tentang');
    const times = await runClockUntil(page, requestTimes, 4);
    // i18next retries from 350 ms, doubling (docs/product.md#constants): on the page's clock, each
    // retry comes that long after the last request's answer, to within the clock's steps.
    expect(gaps(times)).toHaveLength(3);
    gaps(times).forEach((gap, i) => {
      const wait = [350, 700, 1400][i] ?? 0;
      expect(gap, `retry ${i + 1} after ${gap} ms`).toBeGreaterThanOrEqual(wait);
      expect(gap, `retry ${i + 1} after ${gap} ms`).toBeLessThanOrEqual(wait + 4 * CLOCK_STEP);
    });
    await page.clock.resume();
    await expect(menuToggle(page, 'Company')).toBeVisible({ timeout: 10_000 });
    expect(await requestTimes()).toHaveLength(4);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('404 is not retried, and the page shows Indonesian text', async ({ page }) => {
    const requestTimes = await recordRequestTimes(page);
    await failFirst(page, EN_TRANSLATION, 99, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await switchToEnglish(page, '/tentang');
    await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
    await expect.poll(requestTimes).toHaveLength(1);
    // Past every retry i18next would make (350 + 700 + 1400 + 2800 + 5600 ms).
    await page.clock.runFor(11_000);
    expect(await requestTimes()).toHaveLength(1);
    await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
    await expect(siteHeader(page).getByRole('link', { name: 'Kontak', exact: true })).toBeVisible();
  });

  test('invalid JSON is reported in the console and the page shows Indonesian text', async ({
    page,
  }) => {
    // docs/product.md#errors: "invalid JSON gives a failed-parsing message"; src/lib/i18n.ts reports
    // i18next's `failedLoading` event (i18next alone logs only with `debug: true`).
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    const requestTimes = await recordRequestTimes(page);
    await failFirst(page, EN_TRANSLATION, 99, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{ "nav": ' }),
    );
    await switchToEnglish(page, '/kontak');
    await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
    await expect
      .poll(() => messages.find((message) => /failed parsing/i.test(message)), {
        message: `console: ${messages.join(' | ')}`,
      })
      .toBeTruthy();
    // A parse error is not a server fault: not retried either.
    await page.clock.runFor(11_000);
    expect(await requestTimes()).toHaveLength(1);
  });

  test('a dropped connection is retried and the page recovers', async ({ page }) => {
    test.slow();
    const requestTimes = await recordRequestTimes(page);
    await failFirst(page, EN_TRANSLATION, 2, (route) => route.abort('connectionreset'));
    await switchToEnglish(page, '/tentang');
    const [first = 0, second = 0] = gaps(await runClockUntil(page, requestTimes, 3));
    expect(first).toBeGreaterThanOrEqual(350);
    expect(second).toBeGreaterThanOrEqual(700);
    await page.clock.resume();
    await expect(menuToggle(page, 'Company')).toBeVisible({ timeout: 10_000 });
    expect(await requestTimes()).toHaveLength(3);
  });
});

/**
 * Serves the Kontak page's chunk with its route's component replaced by one that throws while
 * rendering: the module body as built, with only the exported route object swapped.
 */
async function breakContactPage(page: Page) {
  let served = false;
  await page.route('**/static/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const broken = body.replace(
      /contactRoute:\(\)=>[\w$]+/,
      'contactRoute:()=>({Component:function(){throw new Error("injected render fault")}})',
    );
    if (broken !== body) served = true;
    await route.fulfill({ response, body: broken });
  });
  return () => served;
}

test.describe('an error while rendering a page', () => {
  // A script the page requests late (Firebase's, when the browser is idle) may still be in
  // breakContactPage's handler when the test ends: closing the page then disposed of the response
  // it was reading ("Response has been disposed"). Let such handlers finish first.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'wait' }));

  test('after a client-side navigation: the error view, and the navbar still works', async ({
    page,
  }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const wasServed = await breakContactPage(page);
    await page.goto('/home');
    await waitForPage(page);
    await siteHeader(page).getByRole('link', { name: 'Kontak', exact: true }).click();

    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Terjadi kesalahan' })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Muat ulang' })).toBeVisible();
    expect(wasServed(), 'the Kontak chunk was served with its component replaced').toBe(true);

    // The layout around the error works: the Perusahaan menu opens and leads on.
    const toggle = menuToggle(page, 'Perusahaan');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await siteHeader(page).getByRole('link', { name: 'Tentang', exact: true }).click();
    await expect(page).toHaveURL(/\/tentang$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Terjadi kesalahan');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(uncaught).toEqual([]);
  });

  test('on a prerendered page being hydrated: the error view replaces it, never a blank page', async ({
    page,
  }) => {
    const wasServed = await breakContactPage(page);
    await page.goto('/kontak');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Terjadi kesalahan' })).toBeVisible({
      timeout: 10_000,
    });
    expect(wasServed()).toBe(true);
    await expect(
      siteHeader(page).getByRole('link', { name: 'Beranda', exact: true }),
    ).toBeVisible();
    await siteHeader(page).getByRole('link', { name: 'Beranda', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await waitForPage(page);
  });
});

test.describe('Firebase unreachable', () => {
  test.beforeEach(async ({ page }) => {
    const unreachable = (route: Route) => route.abort('connectionrefused');
    await page.route(`${AUTH_EMULATOR.origin}/**`, unreachable);
    await page.route(`${FIRESTORE_EMULATOR.origin}/**`, unreachable);
    await page.route(/^https:\/\/[^/]*\.googleapis\.com\//, unreachable);
  });

  // One page of each public route (the sitemap's), each its own short test: a loop over the
  // whole sitemap inside one time-out took minutes and ran out of time on a busy machine.
  for (const pathname of prerenderedTemplates({ indexed: true })) {
    test(`${pathname} still works`, async ({ page }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      // After load, when the browser is idle, the site's Firebase module (src/lib/firebase.ts,
      // known by its session key) decides whether to start the SDK: the page has done all it
      // does with Firebase once that chunk has arrived and the network has settled.
      const firebaseLoaded = page.waitForResponse(
        async (response) =>
          response.request().resourceType() === 'script' &&
          (await response.text()).includes('firebase:authUser:'),
      );
      await page.goto(pathname);
      await waitForPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await firebaseLoaded;
      await page.waitForLoadState('networkidle');
      expect(uncaught).toEqual([]);
    });
  }

  test('the login page says sign-in cannot be reached', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login staf' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Login sedang tidak tersedia' }),
    ).toBeVisible();

    const form = page.locator('main form');
    await form.getByLabel('Email').fill('admin@segaradigital.test');
    await form.getByLabel('Kata sandi', { exact: true }).fill('Segara#Admin2026');
    await form.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toContainText('Tidak dapat terhubung ke layanan login');
    await expect(form.getByLabel('Email')).toHaveValue('admin@segaradigital.test');
  });
});

test.describe('browser storage blocked', () => {
  test.use({ locale: 'en-US' });

  test('the language still comes from the browser, and the site works', async ({ page }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: blocked });
      Object.defineProperty(window, 'sessionStorage', { get: blocked });
      Object.defineProperty(document, 'cookie', { get: blocked, set: blocked });
    });
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/tentang');
    await expect(menuToggle(page, 'Company')).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await siteHeader(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/kontak$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(uncaught).toEqual([]);
  });
});

test.describe('a slow network', () => {
  /** Holds every script until `release()` is called. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/static/js/*.js', async (route) => {
      held += 1;
      await gate;
      await route.continue();
    });
    return { release, held: () => held };
  }

  test('the app shell shows "Memuat..." while its scripts are on their way', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/auth/forget-password', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Memuat...' })).toBeVisible();
    await expect.poll(scripts.held).toBeGreaterThan(0);
    scripts.release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Atur ulang kata sandi' }),
    ).toBeVisible();
    await expect(page.getByText('Memuat...')).toHaveCount(0);
  });

  test('a prerendered page is readable before its scripts run and does not move', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts = await holdScripts(page);
    await page.goto('/tentang', { waitUntil: 'commit' });
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    // The boot asks for the scripts once the page has painted and is parsed: wait for that
    // request, so the page is measured with its scripts asked for and still held.
    await expect.poll(scripts.held).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const before = await h1.boundingBox();

    scripts.release();
    // Hydrated: React has attached to the root, and the lazily loaded band is in.
    await expect(page.locator('section.cta-band h2')).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    const after = await h1.boundingBox();
    expect(after).not.toBeNull();
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(after![key] - before![key]), `h1 ${key}`).toBeLessThanOrEqual(1);
    }
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: number }).layoutShift,
    );
    expect(shift, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
  });
});
