// The bench's tables and its budgets (issues 7 and 22; docs/development.md#the-bench). Sizes
// are gzip KB (1024 bytes, level 9).
import { median } from './median.mjs';

/**
 * One page's measures in the report's table.
 * @typedef {object} BenchRow
 * @property {string} path
 * @property {boolean} indexed
 * @property {number} initialJsKb
 * @property {string[]} initialFirebase
 * @property {number} allJsKb
 * @property {number} cssKb
 * @property {number} requests
 * @property {import('./lighthouse.mjs').Scores} scores
 * @property {{ fcp: number; lcp: number; tbt: number; cls: number }} metrics
 * @property {string[]} failing
 * @property {number} baselineLcp
 * @property {number} [baselinePerformance] The script-free baseline's Lighthouse performance score, for reference.
 * @property {number} [baselineTbt] The script-free baseline's TBT, for reference.
 * @property {number} [benchmarkIndex] This machine's BenchmarkIndex during the runs (median).
 * @property {number} [slowdown] The CPU slowdown used (median).
 */
/**
 * One page's measures on the simulated low-tier phone.
 * @typedef {object} LowTierRow
 * @property {string} path
 * @property {boolean} indexed
 * @property {{ performance: number }} scores
 * @property {{ fcp: number; lcp: number; tbt: number; cls: number }} metrics
 * @property {number} benchmarkIndex
 * @property {number} slowdown
 * @property {number} calibrated Runs whose own index ÷ slowdown landed on the phone, of `runs`.
 * @property {unknown[]} runs
 * @property {number} baselinePerformance
 * @property {number} baselineTbt
 * @property {number} baselineCalibrated
 * @property {number} baselineRuns
 * @property {import('./profiles.mjs').LongestTasks} longest
 * @property {number[]} [tap] ms per tap; Infinity when it never showed.
 * @property {number[]} [baselineTap] The same taps on the twin: what the browser alone takes.
 * @property {number[]} [keystrokes] ms per keystroke; Infinity when it never showed.
 */
/** @typedef {{ name: string; kb: number }} BenchFile */
/** @typedef {{ firebase: BenchFile[]; css: BenchFile[]; translations: BenchFile[] }} BenchFiles */
/** @typedef {{ label: string; ok: boolean; detail: string }[]} BudgetResult */

export const BUDGETS = {
  initialJsKb: 150,
  firebaseKb: 75,
  cssKb: 25,
  translationKb: 15,
  /** Lighthouse performance at the `4x` profile. */
  performance: 100,
  lcpRatio: 1.2,
  cls: 0.02,
};

/** The budgets of the `low` profile (a low-tier phone) and of the interactions. */
export const LOW_TIER_BUDGETS = {
  /** Lighthouse performance on every public page. */
  performance: 95,
  /** A page's TBT may exceed its no-script twin's by this much (ms). */
  tbtOverTwinMs: 150,
  /** The slowest tap on the menu toggler until the menu shows open (ms). */
  tapMs: 200,
  /** The slowest keystroke into the contact form until it shows in the field (ms). */
  keystrokeMs: 100,
};

/**
 * A note when no-script twins miss the performance budget themselves: the HTML and CSS alone,
 * each in a renderer of its own as a visitor's page starts (docs/development.md#the-bench), which
 * no change to the scripts can help. The budgets stay as they are.
 * @param {string} profile
 * @param {{ path: string; baselinePerformance?: number }[]} rows
 * @param {number} budget
 * @returns {string | undefined}
 */
export function twinsBelowBudget(profile, rows, budget) {
  const below = rows.filter(
    (row) => row.baselinePerformance !== undefined && row.baselinePerformance < budget,
  );
  if (!below.length) return undefined;
  const scores = below.map((row) => `${row.path} ${row.baselinePerformance}`).join(', ');
  return (
    `Note: at ${profile}, ${below.length} of ${rows.length} no-script twins score below ` +
    `${budget} themselves (${scores}): no change of our scripts can pass those here ` +
    '(docs/development.md#the-bench says why).'
  );
}

/**
 * Number.isFinite, telling TypeScript what it found.
 * @param {unknown} value
 * @returns {value is number}
 */
function isFiniteNumber(value) {
  return Number.isFinite(value);
}

const kb = (/** @type {number} */ value) => value.toFixed(1);
const ms = (/** @type {unknown} */ value) =>
  isFiniteNumber(value) ? String(Math.round(value)) : 'n/a';
/** An interaction's latency: `never` when it had not happened after the bench's wait. */
const latency = (/** @type {number} */ value) =>
  value === Number.POSITIVE_INFINITY ? 'never' : ms(value);
const worst = (/** @type {number[]} */ values) =>
  values.length ? Math.max(...values) : Number.NaN;
/** `median / worst` of an interaction's latencies, or `-` when the page has none. */
const latencies = (/** @type {number[] | undefined} */ values) =>
  values?.length ? `${latency(median(values))} / ${latency(worst(values))}` : '-';

/**
 * @param {string[]} cells
 * @param {number[]} widths
 */
function pad(cells, widths) {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join('  ');
}

/** `value (base)`: the same measure of the script-free baseline, when there is one. */
const withBase = (/** @type {string} */ value, /** @type {string | number | undefined} */ base) =>
  base === undefined ? value : `${value} (${base})`;

/**
 * @param {string[]} header
 * @param {string[][]} body
 */
function table(header, body) {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...body].map((cells) => (cells[i] ?? '').length)),
  );
  return [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map((cells) => pad(cells, widths)),
  ];
}

/** The machine's BenchmarkIndex during a page's runs and the CPU slowdown they used. */
const machine = (/** @type {{ benchmarkIndex?: number; slowdown?: number }} */ row) => [
  isFiniteNumber(row.benchmarkIndex) ? String(Math.round(row.benchmarkIndex)) : 'n/a',
  isFiniteNumber(row.slowdown) ? `${row.slowdown.toFixed(2)}×` : 'n/a',
];

/**
 * The `4x` table: a row per page, then the build's Firebase, CSS and translation files.
 * @param {BenchRow[]} rows
 * @param {BenchFiles} files
 * @param {number} runs
 * @returns {string}
 */
export function formatTable(rows, files, runs) {
  const header = [
    'page',
    'index',
    'CPU',
    'init JS',
    'all JS',
    'CSS',
    'req',
    'perf (base)',
    'a11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'TBT (base)',
    'CLS',
    'LCP/base',
  ];
  const body = rows.map((row) => [
    row.path,
    ...machine(row),
    kb(row.initialJsKb),
    kb(row.allJsKb),
    kb(row.cssKb),
    String(row.requests),
    withBase(String(row.scores.performance), row.baselinePerformance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.scores.seo),
    ms(row.metrics.fcp),
    ms(row.metrics.lcp),
    withBase(ms(row.metrics.tbt), row.baselineTbt === undefined ? undefined : ms(row.baselineTbt)),
    row.metrics.cls.toFixed(3),
    `${(row.metrics.lcp / row.baselineLcp).toFixed(2)} (${ms(row.baselineLcp)})`,
  ]);
  const lines = table(header, body);
  const total = (/** @type {BenchFile[]} */ list) => list.reduce((sum, file) => sum + file.kb, 0);
  lines.push(
    '',
    `JS/CSS/requests: gzip KB until React has taken over the page (init JS) and until network idle (all JS, CSS, req). ` +
      `Lighthouse ${runs}× mobile preset, medians; index: Lighthouse's BenchmarkIndex of this machine during the runs, CPU: the simulated slowdown; FCP/LCP/TBT in ms; (base) and LCP/base: the same HTML without scripts, whose main-thread work is only style, layout and paint.`,
    `Firebase chunks: ${kb(total(files.firebase))} KB (${files.firebase.map((f) => `${f.name} ${kb(f.kb)}`).join(', ') || 'none'})`,
    `Stylesheets of the build (every route's, not a budget): ${kb(total(files.css))} KB: ${files.css.map((f) => `${f.name} ${kb(f.kb)}`).join(', ')}`,
    `Translations: ${files.translations.map((f) => `${f.name} ${kb(f.kb)}`).join(', ')}`,
  );
  return lines.join('\n');
}

function collector() {
  /** @type {BudgetResult} */
  const results = [];
  const add = (/** @type {string} */ label, /** @type {boolean} */ ok, detail = '') =>
    results.push({ label, ok, detail });
  return { results, add };
}

/**
 * What a page and the build download: initial JS, Firebase, CSS and translations.
 * @param {Pick<BenchRow, 'path' | 'initialJsKb' | 'initialFirebase' | 'cssKb'>[]} rows
 * @param {BenchFiles} files
 * @returns {BudgetResult}
 */
export function checkSizeBudgets(rows, files) {
  const { results, add } = collector();
  for (const row of rows) {
    const where = row.path;
    add(
      `${where} initial JS ≤ ${BUDGETS.initialJsKb} KB`,
      row.initialJsKb <= BUDGETS.initialJsKb,
      `${kb(row.initialJsKb)} KB`,
    );
    add(
      `${where} no Firebase code in initial JS`,
      row.initialFirebase.length === 0,
      row.initialFirebase.join(', '),
    );
    add(`${where} CSS ≤ ${BUDGETS.cssKb} KB`, row.cssKb <= BUDGETS.cssKb, `${kb(row.cssKb)} KB`);
  }
  const firebaseKb = files.firebase.reduce((sum, file) => sum + file.kb, 0);
  add(
    `all Firebase chunks ≤ ${BUDGETS.firebaseKb} KB`,
    firebaseKb <= BUDGETS.firebaseKb,
    `${kb(firebaseKb)} KB in ${files.firebase.length} chunks`,
  );
  for (const file of files.translations) {
    add(
      `${file.name} ≤ ${BUDGETS.translationKb} KB`,
      file.kb <= BUDGETS.translationKb,
      `${kb(file.kb)} KB`,
    );
  }
  return results;
}

/**
 * Lighthouse at the `4x` profile. Every page is gated on everything, except that SEO is scored
 * only on pages meant to be found: /auth/login is `noindex` (and disallowed in robots.txt).
 * @param {BenchRow[]} rows
 * @returns {BudgetResult}
 */
export function checkLighthouseBudgets(rows) {
  const { results, add } = collector();
  for (const row of rows) {
    const where = row.path;
    const failing = (/** @type {string} */ category) =>
      row.failing
        .filter((id) => id.startsWith(`${category}:`))
        .map((id) => id.split(':')[1])
        .join(', ');
    add(
      `${where} 4x performance = ${BUDGETS.performance}`,
      row.scores.performance >= BUDGETS.performance,
      withBase(String(row.scores.performance), row.baselinePerformance),
    );
    for (const category of ['accessibility', 'best-practices', ...(row.indexed ? ['seo'] : [])]) {
      const score = row.scores[category];
      add(
        `${where} ${category} = 100`,
        score === 100,
        score === 100 ? '' : `${score} (${failing(category)})`,
      );
    }
    const ratio = row.metrics.lcp / row.baselineLcp;
    add(
      `${where} LCP ≤ ${BUDGETS.lcpRatio} × baseline`,
      ratio <= BUDGETS.lcpRatio,
      `${ratio.toFixed(2)}`,
    );
    add(
      `${where} CLS ≤ ${BUDGETS.cls}`,
      row.metrics.cls <= BUDGETS.cls,
      row.metrics.cls.toFixed(3),
    );
  }
  return results;
}

/**
 * Every budget of the `4x` profile with ok/detail: the sizes, then Lighthouse's.
 * @param {BenchRow[]} rows
 * @param {BenchFiles} files
 * @returns {BudgetResult}
 */
export function checkBudgets(rows, files) {
  return [...checkSizeBudgets(rows, files), ...checkLighthouseBudgets(rows)];
}

/**
 * The low-tier phone's budgets: performance and TBT against the page's no-script twin (every
 * row: the bench measures the low profile on public pages only), and the interactions where
 * they were measured, gated on their slowest (each tap, each keystroke counts).
 * @param {LowTierRow[]} rows
 * @returns {BudgetResult}
 */
export function checkLowTierBudgets(rows) {
  const { results, add } = collector();
  for (const row of rows) {
    const where = row.path;
    add(
      `${where} low-tier performance ≥ ${LOW_TIER_BUDGETS.performance}`,
      row.scores.performance >= LOW_TIER_BUDGETS.performance,
      withBase(String(row.scores.performance), row.baselinePerformance),
    );
    const overTwin = row.metrics.tbt - row.baselineTbt;
    add(
      `${where} low-tier TBT ≤ twin + ${LOW_TIER_BUDGETS.tbtOverTwinMs} ms`,
      overTwin <= LOW_TIER_BUDGETS.tbtOverTwinMs,
      `${ms(row.metrics.tbt)} (twin ${ms(row.baselineTbt)})`,
    );
    if (row.tap?.length)
      add(
        `${where} tap opens the menu ≤ ${LOW_TIER_BUDGETS.tapMs} ms`,
        worst(row.tap) <= LOW_TIER_BUDGETS.tapMs,
        latencies(row.tap),
      );
    if (row.keystrokes?.length)
      add(
        `${where} keystroke shows ≤ ${LOW_TIER_BUDGETS.keystrokeMs} ms`,
        worst(row.keystrokes) <= LOW_TIER_BUDGETS.keystrokeMs,
        latencies(row.keystrokes),
      );
  }
  return results;
}

/**
 * The `low` table: a row per page with the machine's index and the slowdown used, how many runs
 * landed on the phone, Lighthouse beside the no-script twin, and the interactions (median /
 * worst); then each page's three longest tasks and costliest scripts.
 * @param {LowTierRow[]} rows
 * @param {number} runs
 * @returns {string}
 */
export function formatLowTierTable(rows, runs) {
  const header = [
    'page',
    'index',
    'CPU',
    'calibrated',
    'perf (twin)',
    'FCP',
    'LCP',
    'TBT (twin)',
    'TBT-twin',
    'tap med/worst (twin)',
    'keys med/worst',
  ];
  const body = rows.map((row) => [
    row.path,
    ...machine(row),
    `${row.calibrated}/${row.runs.length} + ${row.baselineCalibrated}/${row.baselineRuns}`,
    withBase(String(row.scores.performance), row.baselinePerformance),
    ms(row.metrics.fcp),
    ms(row.metrics.lcp),
    withBase(ms(row.metrics.tbt), ms(row.baselineTbt)),
    ms(row.metrics.tbt - row.baselineTbt),
    row.baselineTap?.length
      ? `${latencies(row.tap)} (${latencies(row.baselineTap)})`
      : latencies(row.tap),
    latencies(row.keystrokes),
  ]);
  const lines = table(header, body);
  lines.push(
    '',
    `Lighthouse ${runs}× mobile preset at a low-tier phone's CPU (BenchmarkIndex 264), medians; index: this machine's BenchmarkIndex during the runs, CPU: the slowdown used (index ÷ 264); ` +
      `calibrated: runs whose own index ÷ slowdown landed within 20% of 264, page + twin (twin: the same HTML without scripts). ` +
      `tap/keys: ms from the tap on the menu toggler (300 ms after FCP) until the menu shows open, and from each keystroke into the contact form's first field (from FCP on) until it shows, in Chromium at CPU 6×, the tap also on the twin; never: not within 5 s.`,
    '',
    'Longest tasks (Lighthouse long-tasks, simulated ms) and costliest scripts (bootup-time, total ms), of the run with the median TBT:',
  );
  for (const row of rows) {
    const tasks = row.longest.tasks.map((task) => `${task.script} ${ms(task.duration)}`);
    const scripts = row.longest.scripts.map((script) => `${script.script} ${ms(script.total)}`);
    lines.push(
      `  ${row.path}: tasks ${tasks.join(', ') || 'none ≥ 50 ms'}; scripts ${scripts.join(', ') || 'none'}`,
    );
  }
  return lines.join('\n');
}
