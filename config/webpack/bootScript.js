// public/boot.js as it is inlined into each page's <head> (lines trimmed, comment lines
// dropped), and the CSP source that allows exactly that text. firebase.json's script-src must
// carry bootScriptHash(): a unit test and the prerenderer check it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const BOOT_FILE = path.join(__dirname, '../../public/boot.js');

function bootScript() {
  return fs
    .readFileSync(BOOT_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/** `'sha256-…'` of the inline text, for a Content-Security-Policy's script-src. */
function bootScriptHash() {
  return `'sha256-${crypto.createHash('sha256').update(bootScript()).digest('base64')}'`;
}

/**
 * Chunks every page needs at once that the app reaches only through `import()`: the boot
 * script fetches them with the entry's own files, so the `import()` finds them installed (no
 * second round trip), yet their modules run only when imported, in a task of their own.
 */
const EAGER_ASYNC_CHUNKS = ['react-dom'];

/** The scripts the boot script starts, in order: the entry's, with the eager chunks before main. */
function bootScriptFiles(compilation, files) {
  const eager = EAGER_ASYNC_CHUNKS.flatMap((name) => {
    const chunk = compilation.namedChunks.get(name);
    if (!chunk) throw new Error(`No chunk named "${name}": see src/index.tsx`);
    return [...chunk.files]
      .filter((file) => file.endsWith('.js'))
      .map((file) => files.publicPath + file);
  });
  const main = files.js.at(-1);
  return [...files.js.slice(0, -1), ...eager, main].join(' ');
}

module.exports = { BOOT_FILE, bootScript, bootScriptFiles, bootScriptHash };
