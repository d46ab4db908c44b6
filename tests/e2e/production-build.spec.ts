// A production build (a Firebase project configured, no emulators) says nothing about the local
// emulators: the login page's "Mode lokal" note is in emulator builds only. With a measurement id,
// analytics runs: it sends nothing and sets no cookie before the visitor accepts (gtagStub.ts),
// and the Core Web Vitals only after an acceptance. Built into build-production/ (by
// `npm run check` beside the rules tests, or here), with a project that reaches nothing (the
// login page calls Firebase only on submit), and served as hosting serves it. Its own Playwright
// project, which config/check.mjs runs before the browser suite.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  MEASUREMENT_ID,
  PRODUCTION_BUILD_DIR,
  PRODUCTION_BUILT,
  PRODUCTION_ENV,
} from '../../config/productionBuild.mjs';
import { stubGoogleAnalytics, type AnalyticsTraffic } from './gtagStub';
import { waitForPage } from './support';

const PRODUCTION_BUILD = path.resolve(PRODUCTION_BUILD_DIR);
const EMULATOR_BUILD = path.resolve(process.env.BUILD_DIR || 'build');
const LOCAL_NOTE = { id: 'Mode lokal', en: 'Local mode' } as const;

/** What the prerendered login page shows: #root's markup, before the data blocks. */
function shownMarkup(buildDir: string): string {
  const html = readFileSync(path.join(buildDir, 'auth/login/index.html'), 'utf8');
  return /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(html)?.[1] ?? '';
}

let server: { origin: string; stop: () => Promise<void> } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!process.env[PRODUCTION_BUILT]) {
    const build = spawnSync('npm', ['run', '-s', 'build'], {
      env: { ...process.env, ...PRODUCTION_ENV },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  }
  // Loaded as the ES module it is (a static import would be compiled to CommonJS).
  const { serve } = await import('../../config/bench/server.mjs');
  server = await serve(PRODUCTION_BUILD);
});

test.afterAll(async () => {
  await server?.stop();
});

test('the prerendered login page has the note in the emulator build only', () => {
  expect(shownMarkup(EMULATOR_BUILD)).toContain(LOCAL_NOTE.id);
  const production = shownMarkup(PRODUCTION_BUILD);
  expect(production).toContain('<form');
  expect(production).not.toContain(LOCAL_NOTE.id);
});

for (const lng of ['id', 'en'] as const) {
  test(`the login page of the production build, in ${lng}, has no note after hydration`, async ({
    page,
  }) => {
    await page.goto(`${server?.origin}/auth/login${lng === 'en' ? '?lng=en' : ''}`);
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByText(LOCAL_NOTE[lng])).toHaveCount(0);
  });
}

test.describe('analytics consent', () => {
  const COPY = {
    id: { path: '/', accept: 'Terima', decline: 'Tolak', settings: 'Pengaturan cookie' },
    en: { path: '/en/', accept: 'Accept', decline: 'Decline', settings: 'Cookie settings' },
  } as const;

  /** The dataLayer's commands, as arrays (the SDK pushes Arguments objects). */
  const dataLayer = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((command) =>
        Array.from(command).map((item) => (item instanceof Date ? 'date' : (item as unknown))),
      ),
    );

  /** Waits until the SDK has started and the stub has read its commands, then a little longer. */
  async function analyticsSettled(page: Page) {
    await page.waitForFunction(
      () => (window as unknown as { gtagStubLoaded?: boolean }).gtagStubLoaded === true,
      undefined,
      { timeout: 15_000 },
    );
    await page.waitForTimeout(500);
  }

  const gaCookies = async (page: Page) =>
    (await page.context().cookies()).filter((c) => c.name === '_ga' || c.name.startsWith('_ga_'));

  async function visit(page: Page, traffic: AnalyticsTraffic, lng: 'id' | 'en') {
    await page.goto(`${server?.origin}${COPY[lng].path}`);
    await waitForPage(page);
    await analyticsSettled(page);
    return traffic;
  }

  for (const lng of ['id', 'en'] as const) {
    test(`in ${lng}: nothing is collected and no _ga cookie set before consent; both after`, async ({
      page,
    }) => {
      const traffic = await stubGoogleAnalytics(page, MEASUREMENT_ID);
      await visit(page, traffic, lng);

      const commands = await dataLayer(page);
      const defaults = commands.findIndex((c) => c[0] === 'consent' && c[1] === 'default');
      const config = commands.findIndex((c) => c[0] === 'config');
      expect(defaults, JSON.stringify(commands)).toBeGreaterThanOrEqual(0);
      expect(defaults).toBeLessThan(config);
      expect(commands[defaults]?.[2]).toEqual({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      });
      expect(traffic.collects(), traffic.requests().join('\n')).toEqual([]);
      expect(await gaCookies(page)).toEqual([]);

      await page.getByRole('button', { name: COPY[lng].accept, exact: true }).click();
      const pageViews = () => traffic.collects().filter((q) => q.get('en') === 'page_view');
      await expect.poll(() => pageViews().length).toBeGreaterThan(0);
      // One page view, analytics storage granted, ad storage still denied; the same for every
      // other hit (the LCP the accepting click finalises: docs/product.md#what-analytics-measures).
      expect(pageViews().map((q) => q.get('gcs'))).toEqual(['G101']);
      expect(new Set(traffic.collects().map((q) => q.get('gcs')))).toEqual(new Set(['G101']));
      await expect.poll(async () => (await gaCookies(page)).map((c) => c.name)).toEqual(['_ga']);
      const after = await dataLayer(page);
      const update = after.findIndex((c) => c[0] === 'consent' && c[1] === 'update');
      expect(update).toBeGreaterThan(defaults);
      expect(after[update]?.[2]).toEqual({ analytics_storage: 'granted' });

      // The next page starts granted: its page view goes out at once; no banner.
      const before = traffic.collects().length;
      await visit(page, traffic, lng);
      await expect.poll(() => traffic.collects().length).toBeGreaterThan(before);
      await expect(page.getByRole('button', { name: COPY[lng].accept, exact: true })).toHaveCount(
        0,
      );
    });
  }

  test('a decline sends nothing, now or on the next page', async ({ page }) => {
    const traffic = await stubGoogleAnalytics(page, MEASUREMENT_ID);
    await visit(page, traffic, 'id');
    await page.getByRole('button', { name: 'Tolak', exact: true }).click();
    await visit(page, traffic, 'id');
    expect(traffic.collects()).toEqual([]);
    expect(await gaCookies(page)).toEqual([]);
  });

  /** The Core Web Vitals the site reports (docs/product.md#what-analytics-measures). */
  const WEB_VITALS = ['CLS', 'INP', 'LCP'];
  const vitalsCollected = (traffic: AnalyticsTraffic) =>
    traffic
      .collects()
      .map((query) => query.get('en') ?? '')
      .filter((event) => WEB_VITALS.includes(event))
      .sort();

  /**
   * A click on the page (an interaction, for INP), then the page hidden as when the visitor
   * switches tabs: web-vitals reports CLS and INP, and LCP if no input did, on `visibilitychange`
   * to hidden. Resolves once each of `expected` has been reported (the `segara:web-vital` marks):
   * INP only counts an interaction the browser timed, which a click that changes nothing on
   * screen may not be, so a test that needs no INP waits for the other two.
   */
  async function interactThenHide(page: Page, expected: string[] = WEB_VITALS) {
    await page.locator('h1').first().click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(() =>
        page.evaluate(
          (names) =>
            performance
              .getEntriesByName('segara:web-vital')
              .map((mark) => (mark as PerformanceMark).detail as string)
              .filter((name) => names.includes(name))
              .sort(),
          expected,
        ),
      )
      .toEqual(expected);
  }

  test('after an acceptance, LCP, INP and CLS go to Analytics as GA4 events', async ({ page }) => {
    const traffic = await stubGoogleAnalytics(page, MEASUREMENT_ID);
    await visit(page, traffic, 'en');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect.poll(() => traffic.collects().length).toBeGreaterThan(0);
    await interactThenHide(page);
    await expect.poll(() => vitalsCollected(traffic)).toEqual(WEB_VITALS);
    const events = (await dataLayer(page)).filter(
      (c) => c[0] === 'event' && WEB_VITALS.includes(c[1] as string),
    );
    for (const [, name, params] of events) {
      expect(params, String(name)).toMatchObject({
        send_to: MEASUREMENT_ID,
        value: expect.any(Number),
        metric_id: expect.any(String),
        metric_value: expect.any(Number),
        metric_delta: expect.any(Number),
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        page_location: page.url(),
      });
    }
  });

  test('before an answer and after a decline, no Web Vital is sent', async ({ page }) => {
    const measuredWithoutInput = ['CLS', 'LCP'];
    const traffic = await stubGoogleAnalytics(page, MEASUREMENT_ID);
    await visit(page, traffic, 'id');
    await interactThenHide(page, measuredWithoutInput);
    expect(vitalsCollected(traffic)).toEqual([]);

    await visit(page, traffic, 'id');
    await page.getByRole('button', { name: 'Tolak', exact: true }).click();
    await interactThenHide(page, measuredWithoutInput);
    expect(vitalsCollected(traffic)).toEqual([]);
    expect(traffic.collects()).toEqual([]);
  });

  test('withdrawing consent from the footer stops collection and deletes the _ga cookie', async ({
    page,
  }) => {
    const traffic = await stubGoogleAnalytics(page, MEASUREMENT_ID);
    await visit(page, traffic, 'en');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect.poll(async () => (await gaCookies(page)).length).toBe(1);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect.poll(async () => (await gaCookies(page)).length).toBe(0);
    const sent = traffic.collects().length;
    await visit(page, traffic, 'en');
    expect(traffic.collects()).toHaveLength(sent);
    expect(await gaCookies(page)).toEqual([]);
  });
});
