// The bench's two CPU profiles and the pure rules behind them (docs/development.md#the-bench).
//
// - `4x`: Lighthouse's mobile preset as shipped, a CPU four times slower than this machine
//   (BENCH_CPU overrides the factor), whatever this machine's speed is.
// - `low`: a low-tier Android phone. Chrome DevTools calibrates "low-tier mobile" to a
//   BenchmarkIndex of 264 (Lighthouse's own CPU benchmark). This machine's index drifts with its
//   load, so each page's slowdown is this machine's current index ÷ 264, and a run counts only
//   when the index it reported itself, divided by the slowdown it used, lands near 264.

/** DevTools' "low-tier mobile" CPU: the BenchmarkIndex the low profile simulates. */
export const LOW_TIER_BENCHMARK_INDEX = 264;
/** How far a run's index ÷ slowdown may land from LOW_TIER_BENCHMARK_INDEX and still count. */
export const CALIBRATION_TOLERANCE = 0.2;
/** Runs a low-tier measurement may take (re-calibrating each time) before its best is kept. */
export const CALIBRATION_ATTEMPTS = 3;

/** @type {('4x' | 'low')[]} */
export const PROFILES = ['4x', 'low'];

/**
 * The CPU slowdown that makes a machine of `benchmarkIndex` a low-tier phone.
 * @param {number} benchmarkIndex
 */
export function lowTierSlowdown(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) throw new Error(`not a BenchmarkIndex: ${benchmarkIndex}`);
  return benchmarkIndex / LOW_TIER_BENCHMARK_INDEX;
}

/**
 * The BenchmarkIndex a run simulated: the machine's index during it ÷ the slowdown used.
 * @param {number} benchmarkIndex
 * @param {number} slowdown
 */
export function simulatedIndex(benchmarkIndex, slowdown) {
  return benchmarkIndex / slowdown;
}

/**
 * How far (a fraction, 0.1 = 10%) a run's simulated index is from the low-tier phone's.
 * @param {any} benchmarkIndex
 * @param {any} slowdown
 */
export function calibrationError(benchmarkIndex, slowdown) {
  return (
    Math.abs(simulatedIndex(benchmarkIndex, slowdown) - LOW_TIER_BENCHMARK_INDEX) /
    LOW_TIER_BENCHMARK_INDEX
  );
}

/**
 * Whether a run reporting `benchmarkIndex`, made at `slowdown`, measured a low-tier phone.
 * @param {unknown} benchmarkIndex
 * @param {number} slowdown
 */
export function isCalibrated(benchmarkIndex, slowdown) {
  return (
    Number.isFinite(benchmarkIndex) &&
    calibrationError(benchmarkIndex, slowdown) <= CALIBRATION_TOLERANCE
  );
}

/**
 * BENCH_PROFILE: `4x`, `low` or `both` (the default) → the profiles to run, in order.
 * @param {string | undefined} value
 * @returns {('4x' | 'low')[]}
 */
export function parseProfiles(value) {
  const wanted = (value || 'both').trim().toLowerCase();
  if (wanted === 'both') return [...PROFILES];
  const profile = PROFILES.find((name) => name === wanted);
  if (profile) return [profile];
  throw new Error(`BENCH_PROFILE=${value}: expected 4x, low or both`);
}

/**
 * BENCH_PAGES (`/home,/kontak`) narrows `pages` to the paths it names, in the order of `pages`;
 * `post` names the blog post the bench picked. A path it does not know is an error, not a
 * silently smaller run.
 * @template {{ path: string; post?: boolean }} T
 * @param {T[]} pages
 * @param {string | undefined} value
 * @returns {T[]}
 */
export function selectPages(pages, value) {
  if (!value || !value.trim()) return pages;
  const wanted = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const matches = (/** @type {T} */ page, /** @type {string} */ entry) =>
    page.path === entry || (entry === 'post' && page.post === true);
  const unknown = wanted.filter((entry) => !pages.some((page) => matches(page, entry)));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_PAGES: unknown ${unknown.join(', ')}; known: ${pages.map((page) => page.path).join(', ')}, post`,
    );
  return pages.filter((page) => wanted.some((entry) => matches(page, entry)));
}

/**
 * A task's or a script's name: the file of a script (`main.10720c63.js`), the path of anything
 * else (`/kontak`: work attributed to the page's document, its HTML parsing and inline script), or
 * Lighthouse's label when there is no URL.
 * @param {string | undefined} url
 * @returns {string}
 */
export function scriptName(url) {
  if (!url) return 'unattributable';
  try {
    const { pathname } = new URL(url);
    return pathname.endsWith('.js') ? (pathname.split('/').pop() ?? pathname) : pathname;
  } catch {
    return url;
  }
}

/**
 * @typedef {object} LongestTasks
 * @property {{ script: string; duration: number }[]} tasks
 * @property {{ script: string; total: number; scripting: number }[]} scripts
 */

/**
 * The `count` longest main-thread tasks of a Lighthouse result's `long-tasks` audit (simulated
 * durations under simulated throttling), each with its script, and the scripts that cost the
 * most main-thread time (`bootup-time`).
 * @param {Record<string, { details?: { items?: Record<string, any>[] } } | undefined>} audits
 * @param {number} [count]
 * @returns {LongestTasks}
 */
export function longestTasks(audits, count = 3) {
  const tasks = (audits['long-tasks']?.details?.items ?? [])
    .map((item) => ({
      script: scriptName(item.url),
      duration: item.duration,
    }))
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count);
  const scripts = (audits['bootup-time']?.details?.items ?? [])
    .map((item) => ({
      script: scriptName(item.url),
      total: item.total,
      scripting: item.scripting,
    }))
    .sort((a, b) => b.total - a.total)
    .slice(0, count);
  return { tasks, scripts };
}
