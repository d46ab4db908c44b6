// What a page downloads, seen from Playwright: the scripts requested until React has taken
// over the page (initial JS: hydration or the first render), every script and stylesheet until
// the network is idle, and the request count. Not "until the load event": public/boot.js starts
// the scripts after the first paint, often after `load`.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { FIREBASE_MARKER, gzipKb } from './sizes.mjs';

/** Measures `url` in a fresh context of `browser`. */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: process.env.BENCH_LANG === 'en' ? 'en-US' : 'id-ID',
  });
  const page = await context.newPage();
  let interactive = false;
  const responses = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      responses.push({ type, initial: !interactive, url: response.url(), body: response.body() });
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  // React marks the DOM nodes it owns (`__reactFiber$…`) once it has hydrated or rendered them.
  await page.waitForFunction(() => {
    // eslint-disable-next-line no-undef -- runs in the page
    const node = document.querySelector('#root > *');
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  });
  interactive = true;
  await page.waitForLoadState('networkidle');
  // The Firebase SDK loads on requestIdleCallback after load: give it a moment, then settle.
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');

  const files = await Promise.all(
    responses.map(async (entry) => {
      const body = await entry.body.catch(() => Buffer.alloc(0));
      return {
        ...entry,
        kb: gzipKb(body),
        firebase: body.toString('utf8').includes(FIREBASE_MARKER),
      };
    }),
  );
  await context.close();
  const sum = (list) => list.reduce((total, file) => total + file.kb, 0);
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

/** Measures each of `urls`; resolves to an array in the same order. */
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
