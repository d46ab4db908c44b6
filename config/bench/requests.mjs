// What a page downloads, seen from Playwright: the scripts requested until React has taken
// over the page (initial JS: hydration or the first render), every script and stylesheet until
// the network is idle, and the request count. Not "until the load event": public/boot.js starts
// the scripts after the first paint, often after `load`. "Until React has taken over" is read
// from the page's own clock: the `segara:interactive` mark src/app/startApp.tsx sets at the first
// commit, against each script's resource-timing start (Playwright's events reach Node later,
// so a chunk requested just after the commit could count as initial or not from run to run).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { FIREBASE_MARKER, gzipKb } from './sizes.mjs';

/** The performance mark src/index.tsx sets when React has first committed the page. */
const INTERACTIVE_MARK = 'segara:interactive';

/**
 * Measures `url` in a fresh context of `browser`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: process.env.BENCH_LANG === 'en' ? 'en-US' : 'id-ID',
  });
  const page = await context.newPage();
  /** @type {{ type: string; url: string; body: Promise<Buffer> }[]} */
  const responses = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      responses.push({ type, url: response.url(), body: response.body() });
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    INTERACTIVE_MARK,
    {
      timeout: 30_000,
    },
  );
  await page.waitForLoadState('networkidle');
  // The Firebase SDK loads on requestIdleCallback after load: give it a moment, then settle.
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  const startedBeforeInteractive = new Set(
    await page.evaluate((mark) => {
      const [interactive] = performance.getEntriesByName(mark);
      if (!interactive) throw new Error(`no ${mark} mark`);
      const interactiveAt = interactive.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < interactiveAt)
        .map((entry) => entry.name);
    }, INTERACTIVE_MARK),
  );

  const files = await Promise.all(
    responses.map(async (entry) => {
      const body = await entry.body.catch(() => Buffer.alloc(0));
      return {
        ...entry,
        initial: startedBeforeInteractive.has(entry.url),
        kb: gzipKb(body),
        firebase: body.toString('utf8').includes(FIREBASE_MARKER),
      };
    }),
  );
  await context.close();
  const sum = (/** @type {{ kb: number }[]} */ list) =>
    list.reduce((total, file) => total + file.kb, 0);
  const scripts = files.filter((file) => file.type === 'script');
  const initial = scripts.filter((file) => file.initial);
  return {
    initialJsKb: sum(initial),
    initialFirebase: initial.filter((file) => file.firebase).map((file) => file.url),
    allJsKb: sum(scripts),
    cssKb: sum(files.filter((file) => file.type === 'stylesheet')),
    requests,
  };
}

/**
 * Measures each of `urls`; resolves to an array in the same order.
 * @param {string[]} urls
 */
export async function measureRequests(urls) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results = [];
    for (const url of urls) results.push(await measure(browser, url));
    return results;
  } finally {
    await browser.close();
  }
}
