// The closing lines of `npm run check` (config/testResults.mjs), from jest and Playwright JSON
// results shaped as the two runners write them: a test that passed only on its retry is flaky,
// listed on its own line and counted as failed.
import {
  closingLines,
  sumTallies,
  tallyJest,
  tallyPlaywright,
  type PlaywrightReport,
} from '../../../config/testResults.mjs';

const unit = { numPassedTests: 410, numFailedTests: 0, numRuntimeErrorTestSuites: 0 };
const rules = { numPassedTests: 30, numFailedTests: 1, numRuntimeErrorTestSuites: 1 };

/** As Playwright's JSON reporter writes it (retries: 1): one flaky, one broken, one skipped. */
const e2e: PlaywrightReport = {
  suites: [
    {
      title: 'template.spec.ts',
      file: 'template.spec.ts',
      specs: [
        { title: 'pricing toggle', file: 'template.spec.ts', tests: [{ status: 'expected' }] },
      ],
      suites: [
        {
          title: 'template material at 375 px',
          file: 'template.spec.ts',
          specs: [
            {
              title: '/landing/agency is healthy',
              file: 'template.spec.ts',
              tests: [{ status: 'flaky' }],
            },
            {
              title: '/landing/app is healthy',
              file: 'template.spec.ts',
              tests: [{ status: 'expected' }],
            },
          ],
        },
      ],
    },
    {
      title: 'a11y.spec.ts',
      file: 'a11y.spec.ts',
      specs: [
        { title: 'skip link', file: 'a11y.spec.ts', tests: [{ status: 'unexpected' }] },
        { title: 'later', file: 'a11y.spec.ts', tests: [{ status: 'skipped' }] },
      ],
    },
  ],
  errors: [],
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
};

describe('the closing lines of npm run check', () => {
  it('counts jest passes and failures, a suite that could not run as a failure', () => {
    expect(tallyJest(unit)).toEqual({ passed: 410, failed: 0, flaky: [] });
    expect(tallyJest(rules)).toEqual({ passed: 30, failed: 2, flaky: [] });
  });

  it('counts a Playwright test that passed only on its retry as flaky and failed', () => {
    expect(tallyPlaywright(e2e)).toEqual({
      passed: 2,
      failed: 2,
      flaky: ['template.spec.ts › template material at 375 px › /landing/agency is healthy'],
    });
  });

  it('counts an error outside any test (global setup, web server) as a failure', () => {
    const broken = {
      suites: [],
      errors: [{ message: 'build/ missing' }],
      stats: { ...e2e.stats, expected: 0, unexpected: 0, flaky: 0 },
    };
    expect(tallyPlaywright(broken)).toEqual({ passed: 0, failed: 1, flaky: [] });
  });

  it('ends with the flaky line, then `N passed, N failed` with flaky among the failed', () => {
    const lines = closingLines(
      sumTallies([tallyJest(unit), tallyJest(rules), tallyPlaywright(e2e)]),
    );
    expect(lines).toEqual([
      'flaky: 1 (template.spec.ts › template material at 375 px › /landing/agency is healthy)',
      '442 passed, 4 failed',
    ]);
  });

  it('says flaky: 0 when nothing was flaky', () => {
    expect(closingLines(sumTallies([tallyJest(unit)]))).toEqual([
      'flaky: 0',
      '410 passed, 0 failed',
    ]);
  });
});
