// The built scripts, read from build/ (no browser). Every chunk opens with V8's explicit compile
// hint, so Chromium compiles its functions on the thread that streams it in rather than on the
// main thread when they first run (webpack.config.js; measured in docs/architecture.md#rendering);
// the hint's line comes before the source maps, which still point at the code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
const jsDir = path.join(buildDir, 'static/js');
const chunks = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test('every script chunk opens with the compile hint', () => {
  expect(chunks.length).toBeGreaterThan(10);
  const without = chunks.filter(
    (file) => readFileSync(path.join(jsDir, file), 'utf8').split('\n', 1)[0] !== COMPILE_HINT,
  );
  expect(without).toEqual([]);
});

test("a position in main's code still decodes to its source line", async () => {
  const { decodeStack } = await import('../../config/sourceMaps.mjs');
  const main = chunks.find((file) => file.startsWith('main.'));
  if (!main) throw new Error('no main chunk in build/static/js');
  const lines = readFileSync(path.join(jsDir, main), 'utf8').split('\n');
  const line = lines.findIndex((text) => text.includes('Memuat halaman gagal'));
  const text = lines[line];
  if (text === undefined) throw new Error(`no line of ${main} says "Memuat halaman gagal"`);
  const column = text.indexOf('Memuat halaman gagal');
  const frame = `at boot (http://localhost/static/js/${main}:${line + 1}:${column + 1})`;
  const decoded = decodeStack(frame, [buildDir]);
  const [, file = '', sourceLine] = /(src\/[^:]+):(\d+):/.exec(decoded) ?? [];
  expect(file).toBe('src/index.tsx');
  const source = readFileSync(path.resolve(file), 'utf8').split('\n');
  expect(source[Number(sourceLine) - 1]).toContain('Memuat halaman gagal');
});
