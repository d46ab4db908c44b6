// A production build (a Firebase project configured, no emulators) says nothing about the local
// emulators: the login page's "Mode lokal" note is in emulator builds only. Built here into
// build-production/, with a project that reaches nothing (the login page calls Firebase only on
// submit), and served as hosting serves it. Its own Playwright project, which config/check.mjs
// runs before the browser suite, so the build never competes with timed tests for the CPU.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForPage } from './support';

const PRODUCTION_BUILD = path.resolve('build-production');
const EMULATOR_BUILD = path.resolve(process.env.BUILD_DIR || 'build');
const PRODUCTION_ENV = {
  REACT_APP_FIREBASE_API_KEY: 'production-api-key',
  REACT_APP_FIREBASE_AUTH_DOMAIN: 'segara-digital-web.firebaseapp.com',
  REACT_APP_FIREBASE_PROJECT_ID: 'segara-digital-web',
  REACT_APP_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  REACT_APP_USE_EMULATORS: '',
};
const LOCAL_NOTE = { id: 'Mode lokal', en: 'Local mode' } as const;

/** What the prerendered login page shows: #root's markup, before the data blocks. */
function shownMarkup(buildDir: string): string {
  const html = readFileSync(path.join(buildDir, 'auth/login/index.html'), 'utf8');
  return /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(html)?.[1] ?? '';
}

let server: { origin: string; stop: () => Promise<void> } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const build = spawnSync('npm', ['run', '-s', 'build'], {
    env: { ...process.env, ...PRODUCTION_ENV, BUILD_DIR: PRODUCTION_BUILD },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  // Loaded as the ES module it is (a static import would be compiled to CommonJS).
  const { serve } = await import('../../config/bench/server.mjs');
  server = await serve(PRODUCTION_BUILD);
});

test.afterAll(async () => {
  await server?.stop();
});

test('the prerendered login page has the note in the emulator build only', () => {
  expect(shownMarkup(EMULATOR_BUILD)).toContain(LOCAL_NOTE.id);
  const production = shownMarkup(PRODUCTION_BUILD);
  expect(production).toContain('<form');
  expect(production).not.toContain(LOCAL_NOTE.id);
});

for (const lng of ['id', 'en'] as const) {
  test(`the login page of the production build, in ${lng}, has no note after hydration`, async ({
    page,
  }) => {
    await page.goto(`${server?.origin}/auth/login${lng === 'en' ? '?lng=en' : ''}`);
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByText(LOCAL_NOTE[lng])).toHaveCount(0);
  });
}
