// The bench's low-tier profile and interaction budgets (config/bench, issue 22): how a slowdown
// is derived from this machine's BenchmarkIndex, which runs count as a low-tier phone, the
// knobs, the longest tasks, and the budgets. Measuring needs a browser: `npm run bench`.
import { median } from '../../../config/bench/median.mjs';
import {
  CALIBRATION_TOLERANCE,
  LOW_TIER_BENCHMARK_INDEX,
  isCalibrated,
  longestTasks,
  lowTierSlowdown,
  parseProfiles,
  scriptName,
  selectPages,
  simulatedIndex,
} from '../../../config/bench/profiles.mjs';
import {
  LOW_TIER_BUDGETS,
  checkLowTierBudgets,
  checkSizeBudgets,
  formatLowTierTable,
  type LowTierRow,
} from '../../../config/bench/report.mjs';

describe('the low-tier profile', () => {
  it("simulates DevTools' low-tier mobile, BenchmarkIndex 264, within 20%", () => {
    expect(LOW_TIER_BENCHMARK_INDEX).toBe(264);
    expect(CALIBRATION_TOLERANCE).toBe(0.2);
  });

  it('slows this machine down by its index ÷ 264, whatever that index is today', () => {
    expect(lowTierSlowdown(2640)).toBeCloseTo(10);
    expect(lowTierSlowdown(1188)).toBeCloseTo(4.5);
    expect(simulatedIndex(2640, lowTierSlowdown(2640))).toBeCloseTo(264);
    expect(() => lowTierSlowdown(Number.NaN)).toThrow();
    expect(() => lowTierSlowdown(0)).toThrow();
  });

  it('accepts a run whose own index ÷ the slowdown it used lands within 20% of 264', () => {
    // Calibrated at 2,640 (10×); the machine then ran at these indexes.
    expect(isCalibrated(2640, 10)).toBe(true);
    expect(isCalibrated(3160, 10)).toBe(true); // a 316 phone: +19.7%
    expect(isCalibrated(2120, 10)).toBe(true); // a 212 phone: −19.7%
    expect(isCalibrated(3200, 10)).toBe(false); // the machine got faster: a 320 phone
    expect(isCalibrated(2000, 10)).toBe(false); // busier: a 200 phone
    expect(isCalibrated(Number.NaN, 10)).toBe(false); // no index reported
  });
});

describe('the knobs', () => {
  it('BENCH_PROFILE runs both profiles by default, or one', () => {
    expect(parseProfiles(undefined)).toEqual(['4x', 'low']);
    expect(parseProfiles('both')).toEqual(['4x', 'low']);
    expect(parseProfiles('low')).toEqual(['low']);
    expect(parseProfiles(' 4X ')).toEqual(['4x']);
    expect(() => parseProfiles('fast')).toThrow(/BENCH_PROFILE/);
  });

  const pages = [
    { path: '/home' },
    { path: '/blog/install', post: true },
    { path: '/kontak' },
    { path: '/en/home' },
  ];

  it("BENCH_PAGES narrows the pages to those it names, in the bench's order; `post` is the post", () => {
    expect(selectPages(pages, undefined)).toEqual(pages);
    expect(selectPages(pages, '')).toEqual(pages);
    expect(selectPages(pages, '/kontak, /home').map((page) => page.path)).toEqual([
      '/home',
      '/kontak',
    ]);
    expect(selectPages(pages, 'post').map((page) => page.path)).toEqual(['/blog/install']);
  });

  it('refuses a page the bench does not know rather than measuring fewer', () => {
    expect(() => selectPages(pages, '/home,/kontakt')).toThrow(/\/kontakt/);
  });
});

describe('the longest tasks', () => {
  it('takes the three longest long-tasks and costliest scripts, named by their file', () => {
    const audits = {
      'long-tasks': {
        details: {
          items: [
            { url: 'http://localhost:1/static/js/react-dom.b3.js', duration: 310, startTime: 9 },
            { url: 'http://localhost:1/static/js/main.10.js', duration: 612, startTime: 5 },
            { url: 'Unattributable', duration: 80, startTime: 1 },
            { url: 'http://localhost:1/kontak', duration: 95, startTime: 2 },
          ],
        },
      },
      'bootup-time': {
        details: {
          items: [
            { url: 'http://localhost:1/static/js/main.10.js', total: 900, scripting: 700 },
            { url: 'http://localhost:1/static/js/3103.63.js', total: 400, scripting: 300 },
          ],
        },
      },
    };
    expect(longestTasks(audits)).toEqual({
      tasks: [
        { script: 'main.10.js', duration: 612 },
        { script: 'react-dom.b3.js', duration: 310 },
        { script: '/kontak', duration: 95 },
      ],
      scripts: [
        { script: 'main.10.js', total: 900, scripting: 700 },
        { script: '3103.63.js', total: 400, scripting: 300 },
      ],
    });
    expect(longestTasks({})).toEqual({ tasks: [], scripts: [] });
    expect(scriptName(undefined)).toBe('unattributable');
    expect(scriptName('http://localhost:1/en/home')).toBe('/en/home');
  });
});

describe('the medians of interactions', () => {
  it('counts one that never happened as the slowest, and leaves out a missing measure', () => {
    expect(median([40, Number.POSITIVE_INFINITY, 60])).toBe(60);
    expect(median([Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 60])).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(median([Number.NaN, 10, 20])).toBe(15);
  });
});

const lowRow = (over: Partial<LowTierRow> = {}): LowTierRow => ({
  path: '/kontak',
  indexed: true,
  scores: { performance: 97 },
  metrics: { fcp: 1500, lcp: 2100, tbt: 180, cls: 0 },
  benchmarkIndex: 2000,
  slowdown: 7.6,
  calibrated: 3,
  runs: [{}, {}, {}],
  baselinePerformance: 100,
  baselineTbt: 40,
  baselineCalibrated: 3,
  baselineRuns: 3,
  longest: { tasks: [{ script: 'main.1.js', duration: 120 }], scripts: [] },
  tap: [120, 150, 190],
  keystrokes: [20, 35, 95, 40],
  ...over,
});
const failedLow = (rows: LowTierRow[]) =>
  checkLowTierBudgets(rows)
    .filter((budget) => !budget.ok)
    .map((budget) => budget.label);

describe('the low-tier budgets (issue 22)', () => {
  it('holds the numbers the issue names', () => {
    expect(LOW_TIER_BUDGETS).toEqual({
      performance: 95,
      tbtOverTwinMs: 150,
      tapMs: 200,
      keystrokeMs: 100,
    });
  });

  it('passes a page within every budget', () => {
    expect(failedLow([lowRow()])).toEqual([]);
  });

  it.each([
    ['performance', { scores: { performance: 94 } }, '/kontak low-tier performance ≥ 95'],
    [
      'TBT over its twin',
      { metrics: { ...lowRow().metrics, tbt: 191 } },
      '/kontak low-tier TBT ≤ twin + 150 ms',
    ],
    ['slowest tap', { tap: [120, 150, 201] }, '/kontak tap opens the menu ≤ 200 ms'],
    [
      'tap that never opened the menu',
      { tap: [120, Number.POSITIVE_INFINITY, 150] },
      '/kontak tap opens the menu ≤ 200 ms',
    ],
    ['slowest keystroke', { keystrokes: [20, 101, 30] }, '/kontak keystroke shows ≤ 100 ms'],
  ])('fails a page over its %s budget', (_what, over, label) => {
    expect(failedLow([lowRow(over)])).toEqual([label]);
  });

  it('gates the typing only where it was measured', () => {
    const labels = checkLowTierBudgets([lowRow({ path: '/home', keystrokes: undefined })]).map(
      (budget) => budget.label,
    );
    expect(labels).toContain('/home tap opens the menu ≤ 200 ms');
    expect(labels.some((label) => label.includes('keystroke'))).toBe(false);
  });

  it('keeps the size budgets when the 4x profile is not run', () => {
    const files = { firebase: [], css: [], translations: [] };
    const page = { path: '/home', initialJsKb: 150.2, initialFirebase: [], cssKb: 16 };
    expect(
      checkSizeBudgets([page], files)
        .filter((budget) => !budget.ok)
        .map((budget) => budget.label),
    ).toEqual(['/home initial JS ≤ 150 KB']);
  });
});

describe('the low-tier table', () => {
  it('shows the index and slowdown used, the twin, the interactions and the longest tasks', () => {
    const table = formatLowTierTable(
      [
        lowRow({
          tap: [Number.POSITIVE_INFINITY, 120, 130],
          baselineTap: [90, 110, 100],
          calibrated: 2,
        }),
      ],
      3,
    );
    const line = table.split('\n').find((text) => text.startsWith('/kontak'));
    expect(line).toMatch(/\b2000\s+7\.60×/);
    expect(line).toMatch(/2\/3 \+ 3\/3/);
    expect(line).toMatch(/\b97 \(100\)/);
    expect(line).toMatch(/\b180 \(40\)\s+140\b/);
    // The twin's taps beside the page's: the browser's own share of the latency.
    expect(line).toMatch(/130 \/ never \(100 \/ 110\)/);
    expect(line).toMatch(/38 \/ 95/);
    expect(table).toMatch(/\/kontak: tasks main\.1\.js 120/);
  });
});
