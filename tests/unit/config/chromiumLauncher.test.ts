/**
 * @jest-environment node
 */
// config/chromium.sh joins every --disable-features switch into one (Chromium honours only the
// last) and passes every other argument through unchanged, spaces and all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LAUNCHER = path.join(__dirname, '../../../config/chromium.sh');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-'));
// Stands in for the browser: prints the arguments it was started with, one per line.
const FAKE_BROWSER = path.join(dir, 'chromium');
fs.writeFileSync(FAKE_BROWSER, '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function launch(...args: string[]): string[] {
  const out = execFileSync(LAUNCHER, args, { env: { ...process.env, CHROME_PATH: FAKE_BROWSER } });
  return out.toString().split('\n').slice(0, -1);
}

test('the launchers’ lists and ours become one --disable-features, first', () => {
  expect(
    launch(
      '--disable-features=PaintHolding,MediaRouter',
      '--headless',
      '--disable-features=WebUIOmniboxPopup',
      '--user-data-dir=/tmp/a profile',
    ),
  ).toEqual([
    '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup',
    '--headless',
    '--user-data-dir=/tmp/a profile',
  ]);
});

test('without a --disable-features switch the arguments pass through as they are', () => {
  expect(launch('--headless', '', 'about:blank')).toEqual(['--headless', '', 'about:blank']);
});
