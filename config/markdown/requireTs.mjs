// Loads one of the site's TypeScript data modules (src/content/team.ts, src/lib/paths.ts …) in
// Node at build time, compiled by the project's own Babel config, so the build checks content
// against the same lists and schema the pages use (src/content/schema.ts): one source of truth,
// no copies in config/.
import fs from 'node:fs';
import path from 'node:path';
import Module from 'node:module';
import * as babel from '@babel/core';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * node:module's internals this loader uses, which @types/node leaves out.
 * @typedef {typeof Module & { _nodeModulePaths(from: string): string[] }} ModuleInternals
 * @typedef {Module & { _compile(code: string, filename: string): void }} CompilableModule
 */

/**
 * @param {string} from
 * @param {string} request
 */
function resolveTs(from, request) {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(root, from)}: cannot resolve ${request}`);
}

/**
 * `x.svg?raw`: the file's text, as webpack's `asset/source` rule (webpack.config.js) gives it.
 * @param {string} from
 * @param {string} request
 */
function requireRaw(from, request) {
  return fs.readFileSync(
    Module.createRequire(from).resolve(request.slice(0, -'?raw'.length)),
    'utf8',
  );
}

/**
 * `require` for a .ts file and its relative imports. Only plain data modules qualify (an import
 * of another webpack-only resource, such as `*.md`, has no meaning here and throws), plus raw
 * SVG icons (`x.svg?raw`, e.g. in src/content/products.ts).
 * Returns the module's exports plus every file it read (for watch/caching).
 * @param {string} file
 * @param {Map<string, Module>} seen
 * @returns {any} The module's exports: whatever the data module exports.
 */
function requireTs(file, seen = new Map()) {
  const loaded = seen.get(file);
  if (loaded) return loaded.exports;
  const result = babel.transformFileSync(file, {
    cwd: root,
    envName: 'test', // node targets, CommonJS modules
    babelrc: false,
    configFile: path.join(root, 'babel.config.js'),
    caller: { name: 'segara-blog-index', supportsStaticESM: false },
  });
  // null only for a file Babel's config ignores.
  if (typeof result?.code !== 'string')
    throw new Error(`${path.relative(root, file)}: Babel gave no code`);
  const { code } = result;
  const mod = /** @type {CompilableModule} */ (new Module(file));
  mod.filename = file;
  mod.paths = /** @type {ModuleInternals} */ (Module)._nodeModulePaths(path.dirname(file));
  seen.set(file, mod);
  mod.require = (request) => {
    if (request.endsWith('?raw')) return requireRaw(file, request);
    return request.startsWith('.')
      ? requireTs(resolveTs(file, request), seen)
      : Module.createRequire(file)(request);
  };
  mod._compile(code, file);
  return mod.exports;
}

/**
 * Loads `file`; also tells which files it depended on.
 * @param {string} file
 */
function loadTs(file) {
  /** @type {Map<string, Module>} */
  const seen = new Map();
  const exports = requireTs(path.resolve(file), seen);
  return { exports, files: [...seen.keys()] };
}

export { loadTs };
