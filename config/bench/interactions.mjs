// The low-tier phone in Playwright (docs/development.md#the-bench): this machine's current
// BenchmarkIndex (Lighthouse's own benchmark, for calibrating the low profile) and the two
// interaction budgets, measured in Debian's Chromium with its CPU slowed down by CDP
// `Emulation.setCPUThrottlingRate` (INTERACTION_CPU_RATE):
//
// - tap: at 375×800, the mobile menu's toggler tapped TAP_AFTER_FCP_MS after the first
//   contentful paint; the time until the page shows the menu open;
// - typing: on the contact page, keystrokes into the form's first text field from the first
//   contentful paint on; for each, the time until the field's input event has run and the next
//   frame starts (the value then holds it).
//
// Times are taken on both sides from the same clock (performance.timeOrigin + now(): this
// machine's wall clock, in Node and in the page), so a main thread busy with the page's scripts
// delays the page's timestamps, never Node's.
// `instrument` runs in the page:
/* global window, document, requestAnimationFrame, HTMLInputElement */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { performance } from 'node:perf_hooks';
import { chromiumLaunchOptions } from '../chromium.mjs';

export const INTERACTION_CPU_RATE = 6;
export const TAP_AFTER_FCP_MS = 300;
/** Longer than any budget by far: an interaction not answered by then counts as never. */
export const NEVER_MS = 5_000;
const TOGGLER = 'header.site-header .navbar-toggler';
const MENU = '#site-menu';
/** The contact form's first text field (the name). */
const FIRST_TEXT_FIELD = 'main form input:is([type="text"], :not([type]))';
const TYPED = 'Komang';

const now = () => performance.timeOrigin + performance.now();

/**
 * What `instrument` reports from the page to Node.
 * @typedef {object} Report
 * @property {'fcp' | 'open' | 'input'} kind
 * @property {number} at When, on the shared clock (ms).
 * @property {{ x: number; y: number }} [toggler] `fcp`: the toggler's centre, when it has one.
 * @property {string | null} [data] `input`: the event's data.
 * @property {boolean} [holds] `input`: the field's value holds the data.
 */

/**
 * Runs in the page before its own scripts: reports the first contentful paint (with the
 * toggler's position), each frame at which the menu turns open, and each input event of the
 * first text field, to Node's `benchReport` binding (a CDP binding: it takes one string).
 * @param {{ toggler: string; menu: string; field: string }} selectors
 */
function instrument({ toggler, menu, field }) {
  const clock = () => performance.timeOrigin + performance.now();
  const binding = /** @type {typeof window & { benchReport: (report: string) => void }} */ (window);
  const report = (/** @type {Report['kind']} */ kind, /** @type {Omit<Report, 'kind'>} */ detail) =>
    binding.benchReport(JSON.stringify({ kind, ...detail }));
  const afterFrame = (
    /** @type {Report['kind']} */ kind,
    /** @type {{ data: string | null; holds: boolean }} */ detail,
  ) => requestAnimationFrame(() => report(kind, { ...detail, at: clock() }));
  // Open by any of the menu's possible mechanisms: Bootstrap's collapse (aria-expanded, the
  // menu visible), a <details> or a popover.
  const isOpen = () => {
    const button = document.querySelector(toggler);
    const panel = document.querySelector(menu);
    if (button?.getAttribute('aria-expanded') === 'true') return true;
    if (button?.closest('details')?.open || panel?.closest('details')?.open) return true;
    if (document.querySelector(':popover-open')) return true;
    return Boolean(
      panel?.checkVisibility?.({ visibilityProperty: true }) &&
      panel.getBoundingClientRect().height > 0,
    );
  };
  // Checked once a frame from the first paint on (the stylesheet has applied by then; the frame
  // computes style anyway, so the check adds no work of its own), for 10 s: each time the menu
  // turns open, at that frame.
  const watchMenu = () => {
    const until = clock() + 10_000;
    let wasOpen = isOpen();
    const frame = () => {
      const open = isOpen();
      if (open && !wasOpen) report('open', { at: clock() });
      wasOpen = open;
      if (clock() < until) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };

  const focusField = () => {
    const input = document.querySelector(field);
    if (input instanceof HTMLInputElement && document.activeElement !== input)
      input.focus({ preventScroll: true });
  };

  new PerformanceObserver((list, observer) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (!fcp) return;
    observer.disconnect();
    // The keystrokes start at this report: a field already on screen has the focus first.
    focusField();
    const box = document.querySelector(toggler)?.getBoundingClientRect();
    report('fcp', {
      at: performance.timeOrigin + fcp.startTime,
      toggler: box && { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    });
    watchMenu();
  }).observe({ type: 'paint', buffered: true });

  // Focused at the first paint (or, when the field comes later, once the page is parsed), as by
  // a visitor who has already tapped into it, so the keystrokes need no tap that would itself
  // wait for the main thread. Focused at the parse alone, a key typed between the first paint
  // and the end of the parse went to the page, not the field: counted as never shown.
  document.addEventListener('DOMContentLoaded', focusField, { once: true });
  document.addEventListener(
    'input',
    (event) => {
      if (!(event.target instanceof HTMLInputElement) || !event.target.matches(field)) return;
      const { data } = event;
      const holds = !!data && event.target.value.includes(data);
      afterFrame('input', { data, holds });
    },
    true,
  );
}

/**
 * A phone-sized page with the slowed-down CPU and the instrumentation, and its reports.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function openPhone(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
    locale: process.env.BENCH_LANG === 'en' ? 'en-US' : 'id-ID',
  });
  const page = await context.newPage();
  /** @type {{ test: (report: Report) => boolean; resolve: (report: Report | null) => void }[]} */
  const waiting = [];
  /** @type {Report[]} */
  const reports = [];
  // A CDP binding, not Playwright's exposeBinding: a call sends its string and returns nothing.
  // exposeBinding answers each call with a promise that Playwright resolves by evaluating its
  // 13 KB utility script in the page; at the first report (FCP) that script's parse and run took
  // the main thread for up to 100 ms at 6x, right where the tap lands.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: 'benchReport' });
  cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name !== 'benchReport') return;
    /** @type {Report} */
    const detail = JSON.parse(payload);
    reports.push(detail);
    for (const waiter of [...waiting]) {
      if (waiter.test(detail)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(detail);
      }
    }
  });
  /**
   * The first report passing `test` (already received or still to come), or null after NEVER_MS.
   * @param {(report: Report) => boolean} test
   * @returns {Promise<Report | null>}
   */
  const next = (test, timeout = NEVER_MS) => {
    const seen = reports.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => {
      const waiter = { test, resolve };
      waiting.push(waiter);
      setTimeout(() => {
        const index = waiting.indexOf(waiter);
        if (index >= 0) waiting.splice(index, 1);
        resolve(null);
      }, timeout);
    });
  };
  await page.addInitScript(instrument, { toggler: TOGGLER, menu: MENU, field: FIRST_TEXT_FIELD });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_RATE });
  const loaded = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const fcp = await next((report) => report.kind === 'fcp', 30_000);
  if (!fcp) throw new Error(`no first contentful paint on ${url}`);
  return { context, page, fcp, next, reports, loaded };
}

/**
 * @param {{ context: import('@playwright/test').BrowserContext; loaded: Promise<unknown> }} phone
 */
async function closePhone({ context, loaded }) {
  await loaded.catch(() => {});
  await context.close();
}

/**
 * One tap on the menu toggler TAP_AFTER_FCP_MS after FCP: ms until the menu shows open.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function tapOnce(browser, url) {
  const phone = await openPhone(browser, url);
  try {
    const { fcp, page, next } = phone;
    if (!fcp.toggler) throw new Error(`no ${TOGGLER} on ${url}`);
    const wait = fcp.at + TAP_AFTER_FCP_MS - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const tappedAt = now();
    const tapped = page.touchscreen.tap(fcp.toggler.x, fcp.toggler.y);
    const open = await next((report) => report.kind === 'open' && report.at >= tappedAt);
    await tapped.catch(() => {});
    return open ? open.at - tappedAt : Number.POSITIVE_INFINITY;
  } finally {
    await closePhone(phone);
  }
}

/**
 * TYPED typed into the first text field from FCP on: ms per keystroke until it shows.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function typeOnce(browser, url) {
  const phone = await openPhone(browser, url);
  try {
    const { page, next } = phone;
    const latencies = [];
    for (const [index, key] of [...TYPED].entries()) {
      const pressedAt = now();
      const pressed = page.keyboard.press(key);
      // The index-th input event of the field: the same letter typed twice counts twice.
      const shown = await next(
        (report) =>
          report.kind === 'input' &&
          phone.reports.filter((other) => other.kind === 'input').indexOf(report) === index,
      );
      await pressed.catch(() => {});
      const held = shown && shown.holds && shown.data === key;
      latencies.push(held ? shown.at - pressedAt : Number.POSITIVE_INFINITY);
      if (!shown) break;
    }
    return latencies;
  } finally {
    await closePhone(phone);
  }
}

/** @typedef {Awaited<ReturnType<typeof startPhone>>} Phone */

/** Launches Chromium; returns { benchmarkIndex(), tap(url, runs), typing(url, runs), close() }. */
export async function startPhone() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const blank = await browser.newPage();
  return {
    /** Lighthouse's own CPU benchmark, as it runs it at the start of every run (about 1 s). */
    benchmarkIndex: () => blank.evaluate(pageFunctions.computeBenchmarkIndex),
    /**
     * @param {string} url
     * @param {number} runs
     */
    async tap(url, runs) {
      const all = [];
      for (let i = 0; i < runs; i += 1) all.push(await tapOnce(browser, url));
      return all;
    },
    /**
     * @param {string} url
     * @param {number} runs
     */
    async typing(url, runs) {
      const all = [];
      for (let i = 0; i < runs; i += 1) all.push(...(await typeOnce(browser, url)));
      return all;
    },
    close: () => browser.close(),
  };
}
