// Lighthouse's default (mobile) configuration, run several times per page in one Chromium
// (Debian's; never a downloaded browser); each score and metric is the median of the runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/**
 * BENCH_CPU=N simulates a phone N times slower than this machine instead of Lighthouse's 4×:
 * how much slower (or busier) a machine the budgets would still pass on.
 */
export const CPU_SLOWDOWN =
  Number(process.env.BENCH_CPU) || throttling.mobileSlow4G.cpuSlowdownMultiplier;
const config =
  CPU_SLOWDOWN === throttling.mobileSlow4G.cpuSlowdownMultiplier
    ? undefined
    : {
        extends: 'lighthouse:default',
        settings: {
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
        },
      };

/** One run; a run Lighthouse itself reports as broken (NO_NAVSTART, ...) is tried again. */
async function runOnce(port, url, categories, attempts = 3) {
  try {
    return await runOnceUnchecked(port, url, categories);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.warn(`  retrying: ${error instanceof Error ? error.message : String(error)}`);
    return runOnce(port, url, categories, attempts - 1);
  }
}

/** One run: the four category scores (0–100) and the metrics (ms; CLS unitless). */
async function runOnceUnchecked(port, url, categories) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: categories },
    config,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [
      key,
      lhr.audits[audit]?.numericValue ?? Number.NaN,
    ]),
  );
  // What failed, so a missed score can be acted on.
  const failing = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}:${ref.id}`),
  );
  // Lighthouse's own measure of the machine's speed: its simulated 4× CPU slowdown assumes a
  // fast desktop, so the same page scores lower on a slower (or busier) machine.
  return { scores, metrics, failing, benchmarkIndex: lhr.environment?.benchmarkIndex };
}

/** Launches Chromium, returns { audit(url, { runs, categories }), close() }. */
export async function startLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The visitor the prerendered HTML is written for: an Indonesian browser (BENCH_LANG=en
    // measures a visitor whose page switches to English after hydration). Headless Chromium
    // ignores --lang for navigator.languages; --accept-lang sets them.
    chromeFlags: [
      ...CHROMIUM_ARGS,
      `--lang=${process.env.BENCH_LANG || 'id'}`,
      `--accept-lang=${process.env.BENCH_LANG || 'id'}`,
    ],
  });
  return {
    async audit(url, { runs = 5, categories = CATEGORIES } = {}) {
      const all = [];
      for (let i = 0; i < runs; i += 1) all.push(await runOnce(chrome.port, url, categories));
      const scores = Object.fromEntries(
        categories.map((id) => [id, median(all.map((run) => run.scores[id]))]),
      );
      const metrics = Object.fromEntries(
        Object.keys(METRICS).map((key) => [key, median(all.map((run) => run.metrics[key]))]),
      );
      const failing = [...new Set(all.flatMap((run) => run.failing))];
      return { scores, metrics, failing, runs: all };
    },
    close: () => chrome.kill(),
  };
}
