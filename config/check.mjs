// Everything CI checks, in order: lint, types, unit tests, Firestore rules tests (on the
// emulator), production build, browser tests. Ends with one line `N passed, N failed` summing
// jest (unit + rules) and Playwright; exits non-zero if
// any step failed. Usage: npm run check  (CI: bash .ci/run, which installs first)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const jestJson = path.join(results, 'jest-results.json');
const e2eJson = path.join(results, 'e2e-results.json');
const rulesJson = path.join(results, 'rules-results.json');
fs.rmSync(jestJson, { force: true });
fs.rmSync(e2eJson, { force: true });
fs.rmSync(rulesJson, { force: true });
fs.mkdirSync(results, { recursive: true });

const failedSteps = [];
function step(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (status !== 0) failedSteps.push(name);
  return status === 0;
}

step('lint', 'npm', ['run', '-s', 'lint']);
step('typecheck', 'npm', ['run', '-s', 'typecheck']);
step('unit tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestJson}`]);
step('rules tests', 'npx', [
  'jest',
  '-c',
  'jest.rules.config.js',
  '--ci',
  '--json',
  `--outputFile=${rulesJson}`,
]);
const built = step('build', 'npm', ['run', '-s', 'build']);
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`\nChromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  failedSteps.push('browser tests (no Chromium)');
} else if (built) {
  step('browser tests', 'npx', ['playwright', 'test']);
} else {
  failedSteps.push('browser tests (no build)');
}

let passed = 0;
let failed = 0;
function read(file, label) {
  if (!fs.existsSync(file)) {
    console.error(`${label}: no results (${path.relative(root, file)} missing)`);
    failed += 1;
    return undefined;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
for (const [file, label] of [
  [jestJson, 'unit tests'],
  [rulesJson, 'rules tests'],
]) {
  const jest = read(file, label);
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  }
}
if (!failedSteps.some((s) => s.startsWith('browser tests ('))) {
  const e2e = read(e2eJson, 'playwright');
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  }
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
