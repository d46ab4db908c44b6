/**
 * @jest-environment node
 */
// The immutable Cache-Control rule, narrowed to the files a build has
// (config/hosting/immutableFiles.mjs): served by `npm run serve`, deployed by `npm run deploy`.
// tests/e2e/hosting.spec.ts checks the answers on the real build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostingForBuild, type HeaderRule } from '../../../../config/hosting/immutableFiles.mjs';

const projectRoot = path.resolve(__dirname, '../../../..');
const { hosting } = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'firebase.json'), 'utf8'),
) as { hosting: { headers?: HeaderRule[]; ignore?: string[] } };

const IMMUTABLE = 'public, max-age=31536000, immutable';

function makeBuild(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immutable-'));
  for (const name of files) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), name);
  }
  return root;
}

/** The rules whose headers make a response at `pathname` immutable. */
const immutableAt = (config: { headers?: HeaderRule[] }, pathname: string) =>
  (config.headers ?? []).filter(
    (rule) =>
      rule.regex !== undefined &&
      new RegExp(rule.regex, 'u').test(pathname) &&
      rule.headers.some((header) => header.value === IMMUTABLE),
  );

describe('hostingForBuild', () => {
  const build = makeBuild([
    'static/js/main.1234abcd.js',
    'static/js/main.1234abcd.js.map',
    'static/css/site.5678ef90.css',
    'static/media/plus-jakarta-sans-latin-wght-normal.0a1b2c3d.woff2',
    'home/index.html',
  ]);
  afterAll(() => fs.rmSync(build, { recursive: true, force: true }));
  const config = hostingForBuild(hosting, build);

  it('makes the files the build has under static/ immutable, and nothing else', () => {
    for (const file of [
      '/static/js/main.1234abcd.js',
      '/static/css/site.5678ef90.css',
      '/static/media/plus-jakarta-sans-latin-wght-normal.0a1b2c3d.woff2',
    ])
      expect(immutableAt(config, file)).toHaveLength(1);
    for (const missing of [
      '/static/js/nope.12345678.js',
      '/static/js/main.1234abcd.jsx',
      '/static/js/main_1234abcd.js',
      '/static/js/',
      // Left out of a deploy by hosting.ignore.
      '/static/js/main.1234abcd.js.map',
      '/home',
    ])
      expect(immutableAt(config, missing)).toHaveLength(0);
  });

  it('keeps every other rule of firebase.json as it is, in its order', () => {
    const isImmutable = (rule: HeaderRule) =>
      rule.headers.some((header) => header.value === IMMUTABLE);
    const shape = (rules: HeaderRule[] = []) =>
      rules.map((rule) => (isImmutable(rule) ? { headers: rule.headers } : rule));
    expect(shape(config.headers)).toEqual(shape(hosting.headers));
    expect(hosting.headers?.filter(isImmutable)).toEqual([
      { source: 'static/**', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
    ]);
    expect({ ...config, headers: undefined }).toEqual({ ...hosting, headers: undefined });
  });

  it('drops the rule when the build has no such file', () => {
    const empty = makeBuild(['home/index.html']);
    const narrowed = hostingForBuild(hosting, empty);
    expect(narrowed.headers).toHaveLength((hosting.headers?.length ?? 0) - 1);
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
