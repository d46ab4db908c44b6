// public/boot.js as it is inlined into each page's <head> (minified), and the CSP source that
// allows exactly that text. firebase.json's script-src must carry bootScriptHash(): a unit test
// and the prerenderer check it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { minify_sync as minifySync } from 'terser';

const BOOT_FILE = path.join(import.meta.dirname, '../../public/boot.js');

/**
 * Minified as the chunks are (Terser, webpack's own minifier): every page carries it in its
 * HTML, whose first 14.6 KB arrive in the connection's first round trip
 * (docs/development.md#the-first-round-trip); readable, it was 230 bytes more per page once
 * compressed.
 * @returns {string}
 */
function bootScript() {
  const { code } = minifySync(fs.readFileSync(BOOT_FILE, 'utf8'), {
    compress: { passes: 2 },
    format: { comments: false },
  });
  if (!code) throw new Error(`Terser gave nothing for ${BOOT_FILE}`);
  return code;
}

/** `'sha256-…'` of the inline text, for a Content-Security-Policy's script-src. */
function bootScriptHash() {
  return `'sha256-${crypto.createHash('sha256').update(bootScript()).digest('base64')}'`;
}

/**
 * What every page imports at once through `import()`, named by its webpackChunkName: the app
 * (src/app/startApp.tsx) and react-dom's client. The page fetches their chunks (and the vendor
 * chunks they share) with the entry's own files, so the `import()` finds them installed (no
 * second round trip), yet their modules run only when imported, each in a task of its own.
 */
const EAGER_IMPORTS = ['app', 'react-dom'];

/**
 * The page's scripts, in order: the entry's, then the eager imports' chunks, main last.
 * @param {{ namedChunkGroups: Map<string, { chunks: { files: Set<string> }[] }> }} compilation
 * @param {{ publicPath: string; js: string[] }} files
 * @returns {string[]}
 */
function pageScriptFiles(compilation, files) {
  const main = files.js.at(-1);
  const entry = files.js.slice(0, -1);
  const eager = EAGER_IMPORTS.flatMap((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`No import() named "${name}": see src/index.tsx`);
    return group.chunks.flatMap((chunk) =>
      [...chunk.files]
        .filter((file) => file.endsWith('.js'))
        .map((file) => files.publicPath + file),
    );
  });
  return [...new Set([...entry, ...eager])].filter((file) => file !== main).concat(main ?? []);
}

export { BOOT_FILE, bootScript, pageScriptFiles, bootScriptHash };
