/**
 * @jest-environment node
 */
// Production source maps are kept off the site but kept for decoding (config/sourceMaps.mjs,
// docs/development.md#source-maps): the copy `npm run deploy` keeps, and the stack decoder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeStack, keepSourceMaps } from '../../../config/sourceMaps.mjs';

// Generated line 1: column 0 comes from boom.ts 1:1, column 10 from boom.ts 4:3 (`explode`).
const MAP = {
  version: 3,
  sources: ['webpack://segara-website/./src/lib/boom.ts'],
  names: ['explode'],
  mappings: 'AAAA,UAGEA',
};

function tempDir(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maps-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('keepSourceMaps', () => {
  it('copies only the maps, at the same paths, beside the maps of earlier releases', () => {
    const build = tempDir({
      'index.html': '<html></html>',
      'static/js/main.1234abcd.js': 'x()',
      'static/js/main.1234abcd.js.map': JSON.stringify(MAP),
      'static/css/site.1234abcd.css.map': '{}',
    });
    const kept = tempDir({ 'static/js/main.00000000.js.map': '{}' });
    dirs.push(build, kept);
    expect(keepSourceMaps(build, kept)).toBe(2);
    const files = fs.readdirSync(kept, { recursive: true }).map(String);
    expect(files.filter((file) => /\.\w+$/.test(file)).sort()).toEqual([
      path.join('static', 'css', 'site.1234abcd.css.map'),
      path.join('static', 'js', 'main.00000000.js.map'),
      path.join('static', 'js', 'main.1234abcd.js.map'),
    ]);
  });
});

describe('decodeStack', () => {
  it('replaces each built position with the original file, line, column and name', () => {
    const maps = tempDir({ 'static/js/main.1234abcd.js.map': JSON.stringify(MAP) });
    dirs.push(maps);
    const stack = [
      'TypeError: boom',
      '    at a (https://segaradigital.co.id/static/js/main.1234abcd.js:1:11)',
      '    at /static/js/main.1234abcd.js:1:5',
      '    at b (https://segaradigital.co.id/static/js/main.1234abcd.js:2:1)',
      '    at c (https://segaradigital.co.id/static/js/other.87654321.js:1:1)',
    ].join('\n');
    expect(decodeStack(stack, [path.join(maps, 'missing'), maps]).split('\n')).toEqual([
      'TypeError: boom',
      '    at a (src/lib/boom.ts:4:3 [explode])',
      '    at src/lib/boom.ts:1:1',
      // No mapping on that line, no map for that file: left as they were.
      '    at b (https://segaradigital.co.id/static/js/main.1234abcd.js:2:1)',
      '    at c (https://segaradigital.co.id/static/js/other.87654321.js:1:1)',
    ]);
  });
});
