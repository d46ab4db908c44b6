// Sums the JSON results of jest (unit and rules tests) and Playwright (browser tests) into the
// closing lines of `npm run check`. A Playwright test that failed and then passed on its retry is
// flaky, and flaky is failing: it is listed on a line of its own and counted as failed. The retry
// stays (playwright.config.ts): it is what tells a flaky test from a broken one.

/**
 * @typedef {object} Tally
 * @property {number} passed
 * @property {number} failed
 * @property {string[]} flaky `file › describe › title` of each test that passed only on its retry.
 */
/** @typedef {{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites?: number }} JestResult */
/**
 * @typedef {object} PlaywrightSuite
 * @property {string} title
 * @property {string} file
 * @property {{ title: string; file: string; tests?: { status: string }[] }[]} [specs]
 * @property {PlaywrightSuite[]} [suites]
 */
/**
 * @typedef {object} PlaywrightReport
 * @property {PlaywrightSuite[]} [suites]
 * @property {unknown[]} [errors]
 * @property {{ expected: number; unexpected: number; flaky: number; skipped: number }} stats
 */

/**
 * A jest `--json` result: passed and failed tests; a suite that could not run counts as failed.
 * @param {JestResult} result
 * @returns {Tally}
 */
export function tallyJest(result) {
  return {
    passed: result.numPassedTests,
    failed: result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0),
    flaky: [],
  };
}

/**
 * Every test of a Playwright JSON report, with the titles of the describe blocks around it.
 * @param {PlaywrightSuite[] | undefined} suites
 * @param {string[]} [titles]
 * @returns {Generator<{ file: string; title: string; status: string }>}
 */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    // The top suite of a file is titled with the file's path: its specs carry `file` themselves.
    const inner = suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        yield { file: spec.file, title: [...inner, spec.title].join(' › '), status: test.status };
      }
    }
    yield* playwrightTests(suite.suites, inner);
  }
}

/**
 * A Playwright JSON report: `expected` tests passed; `unexpected` and `flaky` ones failed, and so
 * did each error outside any test (global setup, the web server).
 * @param {PlaywrightReport} report
 * @returns {Tally}
 */
export function tallyPlaywright(report) {
  const flaky = [...playwrightTests(report.suites)]
    .filter((test) => test.status === 'flaky')
    .map((test) => `${test.file} › ${test.title}`);
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + flaky.length + (report.errors?.length ?? 0),
    flaky,
  };
}

/**
 * Adds tallies up.
 * @param {Tally[]} tallies
 * @returns {Tally}
 */
export function sumTallies(tallies) {
  return tallies.reduce(
    (sum, tally) => ({
      passed: sum.passed + tally.passed,
      failed: sum.failed + tally.failed,
      flaky: [...sum.flaky, ...tally.flaky],
    }),
    /** @type {Tally} */ ({ passed: 0, failed: 0, flaky: [] }),
  );
}

/**
 * The closing lines: `flaky: N` (naming each flaky test), then `N passed, N failed` (CI reads the last).
 * @param {Tally} tally
 */
export function closingLines(tally) {
  const lines = [];
  const names = tally.flaky.length ? ` (${tally.flaky.join('; ')})` : '';
  lines.push(`flaky: ${tally.flaky.length}${names}`);
  lines.push(`${tally.passed} passed, ${tally.failed} failed`);
  return lines;
}
