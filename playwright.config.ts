// Playwright: the browser suite in tests/e2e, run against the production build served by
// `npm run serve` (CI runs `npm run build` first; global-setup says so when build/ is missing).
// Chromium is Debian's, launched with the options of config/chromium.mjs: never a downloaded browser.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './config/chromium.mjs';
import { CONSENT_STORAGE_KEY } from './src/lib/consentChoice';

// E2E_PORT / BUILD_DIR let several builds be tested side by side (defaults 4173, build/).
const PORT = Number(process.env.E2E_PORT) || 4173;
const baseURL = `http://localhost:${PORT}`;
const RESULTS = process.env.E2E_RESULTS || 'test-results';
const PRODUCTION_BUILD_SPEC = /production-build\.spec\.ts$/;
// The inbox spec counts the seeded unread messages: it runs after the rest, whose contact forms
// would add to them.
const INBOX_SPEC = /inbox\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Ten seconds: the suite runs two browsers beside the emulators on a two-core machine, and
  // some waits include the site's own deliberate delays (Firebase starts when the browser is idle).
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${RESULTS}/e2e-results.json` }]],
  // Not test-results/ itself: Playwright empties its outputDir, and test-results/ also holds
  // jest's results and the pages spec's screenshots (test-results/screenshots).
  outputDir: `${RESULTS}/artifacts`,
  use: {
    baseURL,
    locale: 'id-ID',
    launchOptions: chromiumLaunchOptions(),
    // Playwright's own default for CI: recording a trace (screencast frames, a DOM snapshot per
    // action) cost 8–15% of the suite's time, for traces a passing test throws away. A failure
    // is retried with one in CI; locally, `--trace retain-on-failure` keeps one.
    trace: 'on-first-retry',
    // A visitor who has answered the analytics question, so its banner covers nothing the other
    // specs use; consent.spec.ts starts without an answer.
    storageState: {
      cookies: [],
      origins: [
        { origin: baseURL, localStorage: [{ name: CONSENT_STORAGE_KEY, value: 'denied' }] },
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [PRODUCTION_BUILD_SPEC, INBOX_SPEC],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'inbox',
      testMatch: INBOX_SPEC,
      dependencies: ['chromium'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // Builds the site with a production configuration first: config/check.mjs runs it alone.
    {
      name: 'production-build',
      testMatch: PRODUCTION_BUILD_SPEC,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npm run serve',
    url: `${baseURL}/home`,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(PORT), BUILD_DIR: process.env.BUILD_DIR || 'build' },
    timeout: 30_000,
  },
});
