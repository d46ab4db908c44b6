// Everything CI checks, in order: lint beside types, unit tests, Firestore rules tests (on the
// emulator) beside the builds (the site's and a production one), browser tests; the emulators
// start once for all of them. Ends with one line `N passed, N failed` summing jest (unit + rules)
// and Playwright, a test that passed only on its retry counted as failed and named on a
// `flaky: N (...)` line just above (config/testResults.mjs); exits non-zero if any step failed or
// any test failed or was flaky. Each step prints its wall-clock time.
// Usage: npm run check  (CI: bash .ci/run, which installs first)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium.mjs';
import { startEmulators } from './emulators/emulators.mjs';
import { PRODUCTION_BUILT, PRODUCTION_ENV } from './productionBuild.mjs';
import { closingLines, sumTallies, tallyJest, tallyPlaywright } from './testResults.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const jestJson = path.join(results, 'jest-results.json');
const e2eJson = path.join(results, 'e2e-results.json');
const rulesJson = path.join(results, 'rules-results.json');
// The production-build project's own results directory (playwright.config.ts: E2E_RESULTS).
const productionResults = path.join(results, 'production-build');
const productionJson = path.join(productionResults, 'e2e-results.json');
fs.rmSync(productionJson, { force: true });
fs.rmSync(jestJson, { force: true });
fs.rmSync(e2eJson, { force: true });
fs.rmSync(rulesJson, { force: true });
fs.mkdirSync(results, { recursive: true });

const failedSteps = [];
/**
 * Runs one step and resolves with whether it passed. Asynchronous, not spawnSync: the emulators
 * this process started write their logs into pipes it must keep reading, or they stall.
 * `together`: it runs beside another step, so its output is held and printed whole at its end.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>; together?: boolean }} [options]
 * @returns {Promise<boolean>}
 */
async function step(name, command, args, { env = {}, together = false } = {}) {
  const heading = `\n=== ${name}: ${command} ${args.join(' ')}`;
  if (!together) console.log(heading);
  const started = performance.now();
  /** @type {Buffer[]} */
  const output = [];
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });
  if (together) console.log(`${heading}\n${Buffer.concat(output).toString().trimEnd()}`);
  console.log(`=== ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) failedSteps.push(name);
  return status === 0;
}

// Lint (eslint single-threaded) and tsc, one per core.
await Promise.all([
  step('lint', 'npm', ['run', '-s', 'lint'], { together: true }),
  step('typecheck', 'npm', ['run', '-s', 'typecheck'], { together: true }),
]);
// Both cores: jest's default (cores - 1) runs the suite on one while nothing else is running.
await step('unit tests', 'npx', [
  'jest',
  '--ci',
  '--maxWorkers=2',
  '--json',
  `--outputFile=${jestJson}`,
]);
// The emulators start once, for the rules tests and both browser runs: each of them reuses
// emulators that already answer on their ports (and the browser runs seed them afresh).
const emulatorsStarted = performance.now();
const emulators = await startEmulators({ log: (line) => console.log(`[emulators] ${line}`) }).catch(
  (error) => {
    console.error(`The emulators did not start (${error.message}); each step tries on its own.`);
    return undefined;
  },
);
console.log(`=== emulators: ${((performance.now() - emulatorsStarted) / 1000).toFixed(1)} s`);
// The rules tests mostly wait (on the emulator, and a minute for the contact form's interval):
// the two builds run beside them, one after the other (the site's decides the browser tests).
const buildBoth = async () => {
  const built = await step('build', 'npm', ['run', '-s', 'build'], { together: true });
  await step('production build', 'npm', ['run', '-s', 'build'], {
    env: PRODUCTION_ENV,
    together: true,
  });
  return built;
};
const [, built] = await Promise.all([
  step(
    'rules tests',
    'npx',
    ['jest', '-c', 'jest.rules.config.js', '--ci', '--json', `--outputFile=${rulesJson}`],
    { together: true },
  ),
  buildBoth(),
]);
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`\nChromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  failedSteps.push('browser tests (no Chromium)');
} else if (built) {
  await step(
    'browser tests: production build',
    'npx',
    ['playwright', 'test', '--project=production-build'],
    { env: { E2E_RESULTS: productionResults, [PRODUCTION_BUILT]: '1' } },
  );
  // `inbox` depends on `chromium`: the whole suite, then the inbox spec alone.
  await step('browser tests', 'npx', ['playwright', 'test', '--project=inbox']);
} else {
  failedSteps.push('browser tests (no build)');
}
await emulators?.stop();

const tallies = [];
/**
 * The JSON results in `file`, or undefined (and one failure tallied) when the step wrote none.
 * @param {string} file
 * @param {string} label
 */
function read(file, label) {
  if (!fs.existsSync(file)) {
    console.error(`${label}: no results (${path.relative(root, file)} missing)`);
    tallies.push({ passed: 0, failed: 1, flaky: [] });
    return undefined;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
for (const [file, label] of /** @type {[string, string][]} */ ([
  [jestJson, 'unit tests'],
  [rulesJson, 'rules tests'],
])) {
  const jest = read(file, label);
  if (jest) tallies.push(tallyJest(jest));
}
if (!failedSteps.some((s) => s.startsWith('browser tests ('))) {
  for (const [file, label] of /** @type {[string, string][]} */ ([
    [productionJson, 'playwright (production build)'],
    [e2eJson, 'playwright'],
  ])) {
    const e2e = read(file, label);
    if (e2e) tallies.push(tallyPlaywright(e2e));
  }
}
// A step without test results of its own (lint, typecheck, build) or a suite that could not run
// counts as one failure, so the final line never says "0 failed" after a broken step.
const stepsWithResults = [
  'unit tests',
  'rules tests',
  'browser tests: production build',
  'browser tests',
];
for (const name of failedSteps) {
  if (!stepsWithResults.includes(name)) tallies.push({ passed: 0, failed: 1, flaky: [] });
}

const total = sumTallies(tallies);
// What the page showed when a browser test failed, even on a retry that passed: CI keeps only
// this log, not the traces.
const errorContexts = (
  fs.existsSync(results) ? fs.readdirSync(results, { recursive: true, encoding: 'utf8' }) : []
).filter((file) => path.basename(file) === 'error-context.md');
for (const file of errorContexts) {
  const context = fs.readFileSync(path.join(results, file), 'utf8');
  const snapshot = context.match(/# Page snapshot\n([\s\S]*?)(\n# |$)/)?.[1] ?? context;
  console.log(
    `\n--- ${path.dirname(file)}: the page at the failure\n${snapshot.trim().split('\n').slice(0, 80).join('\n')}`,
  );
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
for (const line of closingLines(total)) console.log(line);
process.exit(failedSteps.length || total.failed ? 1 : 0);
