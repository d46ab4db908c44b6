// The baseline a page is compared with: the same build with every <script> (and script
// preload) taken out of its HTML, so only the prerendered markup, CSS, fonts and images load.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_PRELOAD =
  /<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?script["']?[^>]*>/gi;

/**
 * The HTML without any script.
 * @param {string} html
 */
export function stripScripts(html) {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Copies `buildDir` into a new temp dir with every HTML file stripped; returns it and a remover.
 * @param {string | import("url").URL} buildDir
 */
export function writeStrippedCopy(buildDir) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'segara-bench-baseline-'));
  // Source maps are never requested by a page: leave them out of the copy.
  cpSync(buildDir, dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  for (const file of htmlFiles(dir)) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
