// Sizes measured from the files of a build: gzip (level 9, as a CDN would send them) of the
// Firebase chunks, the stylesheets and the translation files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The marker every Firebase SDK chunk carries (its packages register as "@firebase/..."). */
export const FIREBASE_MARKER = '@firebase/';

/**
 * Gzipped size of `data` in KB (1 KB = 1024 bytes).
 * @param {import("zlib").InputType | NonSharedBuffer} data
 */
export function gzipKb(data) {
  return gzipSync(data, { level: 9 }).length / 1024;
}

/**
 * @param {string} dir
 * @param {string} ext
 */
function filesIn(dir, ext) {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(ext))
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/**
 * Every build/static/js file that contains Firebase SDK code, with its gzipped size.
 * @param {string} buildDir
 */
export function firebaseChunks(buildDir) {
  return filesIn(path.join(buildDir, 'static/js'), '.js')
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => text.includes(FIREBASE_MARKER))
    .map(({ file, text }) => ({ name: path.basename(file), kb: gzipKb(text) }));
}

/**
 * Every stylesheet of the build (build/static/css/*.css), gzipped.
 * @param {string} buildDir
 */
export function stylesheets(buildDir) {
  return filesIn(path.join(buildDir, 'static/css'), '.css').map((file) => ({
    name: path.basename(file),
    kb: gzipKb(readFileSync(file)),
  }));
}

/**
 * Every translation file, build/locales/<lng>/<namespace>.json, gzipped.
 * @param {string} buildDir
 */
export function translations(buildDir) {
  const localesDir = path.join(buildDir, 'locales');
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      filesIn(path.join(localesDir, entry.name), '.json').map((file) => ({
        name: `${entry.name}/${path.basename(file)}`,
        kb: gzipKb(readFileSync(file)),
      })),
    );
}
