// Lighthouse's default (mobile) configuration, run several times per page in one Chromium
// (Debian's; never a downloaded browser); each score and metric is the median of the runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median } from './median.mjs';
import {
  CALIBRATION_ATTEMPTS,
  CALIBRATION_TOLERANCE,
  LOW_TIER_BENCHMARK_INDEX,
  calibrationError,
  isCalibrated,
  longestTasks,
  lowTierSlowdown,
  simulatedIndex,
} from './profiles.mjs';

export { median };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/**
 * The `4x` profile's slowdown (docs/development.md#the-bench): Lighthouse's own 4×, or BENCH_CPU=N
 * for a phone N times slower than this machine: how much slower (or busier) a machine the
 * budgets would still pass on.
 */
export const CPU_SLOWDOWN =
  Number(process.env.BENCH_CPU) || throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * Lighthouse's mobile preset with its CPU `slowdown` (its default config when that is 4×).
 * @param {number} slowdown
 */
function configFor(slowdown) {
  return slowdown === throttling.mobileSlow4G.cpuSlowdownMultiplier
    ? undefined
    : {
        extends: 'lighthouse:default',
        settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } },
      };
}

/**
 * One run; a run Lighthouse itself reports as broken (NO_NAVSTART, ...) is tried again.
 * @param {number} port
 * @param {any} url
 * @param {string[]} categories
 * @param {number} slowdown
 */
async function runOnce(port, url, categories, slowdown, attempts = 3) {
  try {
    return await runOnceUnchecked(port, url, categories, slowdown);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.warn(`  retrying: ${error instanceof Error ? error.message : String(error)}`);
    return runOnce(port, url, categories, slowdown, attempts - 1);
  }
}

/**
 * One run: the four category scores (0–100) and the metrics (ms; CLS unitless).
 * @param {any} port
 * @param {string | undefined} url
 * @param {{ map: (arg0: (id: any) => any[]) => Iterable<readonly [PropertyKey, any]>; flatMap: (arg0: (id: any) => any) => any; }} categories
 * @param {any} slowdown
 */
async function runOnceUnchecked(port, url, categories, slowdown) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: categories },
    configFor(slowdown),
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((/** @type {string | number} */ id) => [
      id,
      Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [
      key,
      lhr.audits[audit]?.numericValue ?? Number.NaN,
    ]),
  );
  // What failed, so a missed score can be acted on.
  const failing = categories.flatMap((/** @type {string | number} */ id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter(
        (/** @type {{ weight: number; id: string | number; }} */ ref) =>
          ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((/** @type {{ id: any; }} */ ref) => `${id}:${ref.id}`),
  );
  // Lighthouse's own measure of the machine's speed: its simulated 4× CPU slowdown assumes a
  // fast desktop, so the same page scores lower on a slower (or busier) machine.
  return {
    scores,
    metrics,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    slowdown,
    longest: longestTasks(lhr.audits),
  };
}

/**
 * The medians of `all` runs, and the longest tasks of the run whose TBT is the median's.
 * @param {({ scores: { [k: string]: any; }; metrics: { [k: string]: any; }; failing: any; benchmarkIndex: any; slowdown: any; longest: { tasks: any; scripts: any; }; } | undefined)[]} all
 * @param {string[]} categories
 */
function summarize(all, categories) {
  const scores = Object.fromEntries(
    categories.map((/** @type {string | number} */ id) => [
      id,
      median(all.map((/** @type {{ scores: { [x: string]: any; }; }} */ run) => run.scores[id])),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((key) => [
      key,
      median(all.map((/** @type {{ metrics: { [x: string]: any; }; }} */ run) => run.metrics[key])),
    ]),
  );
  const failing = [...new Set(all.flatMap((/** @type {{ failing: any; }} */ run) => run.failing))];
  const typical = [...all].sort(
    (a, b) => Math.abs(a.metrics.tbt - metrics.tbt) - Math.abs(b.metrics.tbt - metrics.tbt),
  )[0];
  return {
    scores,
    metrics,
    failing,
    runs: all,
    benchmarkIndex: median(
      all.map((/** @type {{ benchmarkIndex: any; }} */ run) => run.benchmarkIndex),
    ),
    slowdown: median(all.map((/** @type {{ slowdown: any; }} */ run) => run.slowdown)),
    calibrated: all.filter(
      (/** @type {{ calibrated: boolean; }} */ run) => run.calibrated !== false,
    ).length,
    longest: typical?.longest ?? { tasks: [], scripts: [] },
  };
}

/** Launches Chromium, returns { audit(url, options), auditLowTier(url, options), close() }. */
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
    /**
     * `runs` runs at a fixed CPU `slowdown` (the 4x profile).
     * @param {any} url
     */
    async audit(url, { runs = 5, categories = CATEGORIES, slowdown = CPU_SLOWDOWN } = {}) {
      const all = [];
      for (let i = 0; i < runs; i += 1)
        all.push(await runOnce(chrome.port, url, categories, slowdown));
      return summarize(all, categories);
    },
    /**
     * `runs` runs of a low-tier phone. `calibration.index` is this machine's latest
     * BenchmarkIndex; each run's slowdown is derived from it, and each run's own index becomes
     * the next calibration. A run whose index ÷ slowdown misses the phone is made again (up to
     * CALIBRATION_ATTEMPTS times, each retry logged); the closest attempt is kept and counted
     * as not calibrated when none landed.
     * @param {any} url
     */
    async auditLowTier(url, { runs = 5, categories = CATEGORIES, calibration, log = console.log }) {
      const all = [];
      for (let i = 0; i < runs; i += 1) {
        let best;
        for (let attempt = 1; attempt <= CALIBRATION_ATTEMPTS; attempt += 1) {
          const slowdown = lowTierSlowdown(calibration.index);
          const run = await runOnce(chrome.port, url, categories, slowdown);
          run.calibrated = isCalibrated(run.benchmarkIndex, slowdown);
          run.attempts = attempt;
          if (Number.isFinite(run.benchmarkIndex)) calibration.index = run.benchmarkIndex;
          const error = (
            /** @type {{ scores?: { [k: string]: any; }; metrics?: { [k: string]: any; }; failing?: any; benchmarkIndex: any; slowdown: any; longest?: { tasks: any; scripts: any; }; }} */ r,
          ) => calibrationError(r.benchmarkIndex, r.slowdown);
          if (!best || !(error(best) <= error(run))) best = run;
          if (run.calibrated) break;
          log(
            `    ${url}: run at ${slowdown.toFixed(2)}× reported index ${Math.round(run.benchmarkIndex)} ` +
              `→ a ${Math.round(simulatedIndex(run.benchmarkIndex, slowdown))} phone, not ${LOW_TIER_BENCHMARK_INDEX} ± ` +
              `${CALIBRATION_TOLERANCE * 100}%: ${attempt < CALIBRATION_ATTEMPTS ? 're-calibrated, again' : 'kept the closest, NOT calibrated'}`,
          );
        }
        all.push(best);
      }
      return summarize(all, categories);
    },
    close: () => chrome.kill(),
  };
}
