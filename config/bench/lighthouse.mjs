// Lighthouse's default (mobile) configuration, run several times per page in one Chromium
// (Debian's; never a downloaded browser); each score and metric is the median of the runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCHER } from '../chromium.mjs';
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

/** @typedef {{ fcp: number; lcp: number; tbt: number; cls: number }} Metrics */
/**
 * Category scores, 0–100 (performance is always measured).
 * @typedef {{ performance: number } & Record<string, number>} Scores
 */
/**
 * One Lighthouse run.
 * @typedef {object} Run
 * @property {Scores} scores
 * @property {Metrics} metrics ms; CLS unitless.
 * @property {string[]} failing `category:audit` of every weighted audit that did not pass.
 * @property {number} benchmarkIndex
 * @property {number} slowdown
 * @property {import('./profiles.mjs').LongestTasks} longest
 * @property {boolean} [calibrated] Low tier: its index ÷ slowdown landed on the phone.
 * @property {number} [attempts] Low tier: the attempt it was.
 */

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
 * @param {string} url
 * @param {string[]} categories
 * @param {number} slowdown
 * @returns {Promise<Run>}
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
 * @param {number} port
 * @param {string} url
 * @param {string[]} categories
 * @param {number} slowdown
 * @returns {Promise<Run>}
 */
async function runOnceUnchecked(port, url, categories, slowdown) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: categories },
    configFor(slowdown),
  );
  if (!result) throw new Error(`Lighthouse on ${url}: no result`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = /** @type {Scores} */ (
    Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
    )
  );
  const metrics = /** @type {Metrics} */ (
    Object.fromEntries(
      Object.entries(METRICS).map(([key, audit]) => [
        key,
        lhr.audits[audit]?.numericValue ?? Number.NaN,
      ]),
    )
  );
  // What failed, so a missed score can be acted on.
  const failing = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}:${ref.id}`),
  );
  // Lighthouse's own measure of the machine's speed: its simulated 4× CPU slowdown assumes a
  // fast desktop, so the same page scores lower on a slower (or busier) machine.
  return {
    scores,
    metrics,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    slowdown,
    // long-tasks and bootup-time are tables: their details have items.
    longest: longestTasks(/** @type {Parameters<typeof longestTasks>[0]} */ (lhr.audits)),
  };
}

/**
 * The medians of `all` runs, and the longest tasks of the run whose TBT is the median's.
 * @param {Run[]} all
 * @param {string[]} categories
 */
function summarize(all, categories) {
  const scores = /** @type {Scores} */ (
    Object.fromEntries(categories.map((id) => [id, median(all.map((run) => run.scores[id]))]))
  );
  const metrics = /** @type {Metrics} */ (
    Object.fromEntries(
      Object.keys(METRICS).map((key) => [
        key,
        median(all.map((run) => run.metrics[/** @type {keyof Metrics} */ (key)])),
      ]),
    )
  );
  const failing = [...new Set(all.flatMap((run) => run.failing))];
  const typical = [...all].sort(
    (a, b) => Math.abs(a.metrics.tbt - metrics.tbt) - Math.abs(b.metrics.tbt - metrics.tbt),
  )[0];
  return {
    scores,
    metrics,
    failing,
    runs: all,
    benchmarkIndex: median(all.map((run) => run.benchmarkIndex)),
    slowdown: median(all.map((run) => run.slowdown)),
    calibrated: all.filter((run) => run.calibrated !== false).length,
    longest: typical?.longest ?? { tasks: [], scripts: [] },
  };
}

/**
 * A page to audit, and the categories to score (every one unless given; performance always).
 * @typedef {{ url: string; categories?: string[] }} Target
 */

/** A page and its no-script twin. @typedef {{ page: Target; twin: Target }} Pair */

const categoriesOf = (/** @type {Target} */ target) => target.categories ?? CATEGORIES;

/**
 * `runs` runs of the page and of its twin, in turn (page, twin, page, twin…), each made by
 * `run`; their summaries.
 * @param {Pair} pair
 * @param {number} runs
 * @param {(target: Target) => Promise<Run>} run
 */
async function inTurn(pair, runs, run) {
  /** @type {{ page: Run[]; twin: Run[] }} */
  const all = { page: [], twin: [] };
  for (let i = 0; i < runs; i += 1) {
    all.page.push(await run(pair.page));
    all.twin.push(await run(pair.twin));
  }
  return {
    page: summarize(all.page, categoriesOf(pair.page)),
    twin: summarize(all.twin, categoriesOf(pair.twin)),
  };
}

/** @typedef {Awaited<ReturnType<typeof startLighthouse>>} Lighthouse */
/** @typedef {ReturnType<typeof summarize>} Audit */

/** Launches Chromium, returns { audit(url, options), auditLowTier(url, options), close() }. */
export async function startLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCHER,
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
     * `runs` runs of a page and of its twin at a fixed CPU `slowdown` (the 4x profile), taken
     * in turn (page, twin, page, twin…): the two meet the machine as it is at the time, which
     * drifts from minute to minute.
     * @param {Pair} pair
     */
    async audit(pair, { runs = 5, slowdown = CPU_SLOWDOWN } = {}) {
      return inTurn(pair, runs, (target) =>
        runOnce(chrome.port, target.url, categoriesOf(target), slowdown),
      );
    },
    /**
     * `runs` runs of a low-tier phone for a page and for its twin, in turn as audit() takes them.
     * `calibration.index` is this machine's latest BenchmarkIndex; each run's slowdown is
     * derived from it, and each run's own index becomes the next calibration. A run whose
     * index ÷ slowdown misses the phone is made again (up to CALIBRATION_ATTEMPTS times, each
     * retry logged); the closest attempt is kept and counted as not calibrated when none landed.
     * @param {Pair} pair
     * @param {{ runs?: number; calibration: { index: number }; log?: (line: string) => void }} options
     */
    async auditLowTier(pair, { runs = 5, calibration, log = console.log }) {
      return inTurn(pair, runs, async (target) => {
        /** @type {Run | undefined} */
        let best;
        for (let attempt = 1; attempt <= CALIBRATION_ATTEMPTS; attempt += 1) {
          const slowdown = lowTierSlowdown(calibration.index);
          const run = await runOnce(chrome.port, target.url, categoriesOf(target), slowdown);
          run.calibrated = isCalibrated(run.benchmarkIndex, slowdown);
          run.attempts = attempt;
          if (Number.isFinite(run.benchmarkIndex)) calibration.index = run.benchmarkIndex;
          const error = (/** @type {Run} */ r) => calibrationError(r.benchmarkIndex, r.slowdown);
          if (!best || !(error(best) <= error(run))) best = run;
          if (run.calibrated) break;
          log(
            `    ${target.url}: run at ${slowdown.toFixed(2)}× reported index ${Math.round(run.benchmarkIndex)} ` +
              `→ a ${Math.round(simulatedIndex(run.benchmarkIndex, slowdown))} phone, not ${LOW_TIER_BENCHMARK_INDEX} ± ` +
              `${CALIBRATION_TOLERANCE * 100}%: ${attempt < CALIBRATION_ATTEMPTS ? 're-calibrated, again' : 'kept the closest, NOT calibrated'}`,
          );
        }
        // CALIBRATION_ATTEMPTS ≥ 1: the first attempt has set it.
        return /** @type {Run} */ (best);
      });
    },
    close: () => chrome.kill(),
  };
}
