// Production source maps (docs/development.md#source-maps): webpack writes them beside each file
// without naming them in it (hidden-source-map), firebase.json's hosting "ignore" keeps them off
// the site, and `npm run deploy` keeps a copy of each release's maps in source-maps/. Their names
// carry the content hash of their file, so the maps of every release lie side by side.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/**
 * Copies every `*.map` under `buildDir` into `keepDir`, same relative paths; returns the count.
 * @param {string} buildDir
 * @param {string} keepDir
 */
export function keepSourceMaps(buildDir, keepDir) {
  const maps = fs
    .readdirSync(buildDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.map'));
  for (const file of maps) {
    fs.mkdirSync(path.dirname(path.join(keepDir, file)), { recursive: true });
    fs.copyFileSync(path.join(buildDir, file), path.join(keepDir, file));
  }
  return maps.length;
}

// `…/static/js/main.1a2b3c4d.js:1:2345` in a stack line, with or without the origin.
const FRAME = /(?:https?:\/\/[^\s/()]+)?\/(static\/(?:js|css)\/[\w.-]+\.(?:js|css)):(\d+):(\d+)/g;

/**
 * `webpack://segara-website/./src/x.tsx` → `src/x.tsx`.
 * @param {string} fileName
 */
function sourcePath(fileName) {
  return fileName.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

/**
 * `stack` with each position in a built file replaced by the original file, line and column
 * (and the function name when the map has it), read from the first of `mapDirs` holding the
 * file's map. A position without a map, or without a mapping, stays as it was.
 * @param {string} stack
 * @param {any[]} mapDirs
 */
export function decodeStack(stack, mapDirs) {
  const maps = new Map();
  const mapOf = (/** @type {any} */ file) => {
    if (!maps.has(file)) {
      const found = mapDirs
        .map((/** @type {string} */ dir) => path.join(dir, `${file}.map`))
        .find((/** @type {string} */ candidate) => fs.existsSync(candidate));
      maps.set(file, found && new SourceMap(JSON.parse(fs.readFileSync(found, 'utf8'))));
    }
    return maps.get(file);
  };
  return stack.replace(
    FRAME,
    (
      /** @type {any} */ frame,
      /** @type {any} */ file,
      /** @type {any} */ line,
      /** @type {any} */ column,
    ) => {
      // Stack traces count lines and columns from 1, source maps from 0.
      const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
      if (!entry?.originalSource || entry.generatedLine !== Number(line) - 1) return frame;
      const where = `${sourcePath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
      return entry.name ? `${where} [${entry.name}]` : where;
    },
  );
}
