// A header rule that makes responses immutable, narrowed to the files the build has.
//
// Firebase Hosting (and superstatic, which serves it locally) picks a response's headers by its
// request path alone, before it knows whether a file is there: firebase.json's "static/**" rule
// also marks the 404 answering a missing /static/js/nope.12345678.js `immutable` for a year,
// which browsers and the CDN keep even after a deploy (a rollback and roll-forward, say) puts a
// file at that path. No glob or regex in firebase.json can tell a missing file from a present
// one, so the rule is applied to the names the build actually has: `hostingForBuild()` turns its
// source into a regex listing exactly those files. `npm run serve` (localHosting.mjs) serves
// that configuration, and `npm run deploy` deploys it (config/deploy.mjs). docs/development.md
// has the why and how.
import { globSync } from 'glob';

/**
 * One rule of firebase.json's hosting "headers".
 * @typedef {object} HeaderRule
 * @property {string} [source]
 * @property {string} [glob]
 * @property {string} [regex]
 * @property {{ key: string; value: string }[]} headers
 */

const isImmutable = (/** @type {HeaderRule} */ rule) =>
  rule.headers?.some(
    (header) => header.key.toLowerCase() === 'cache-control' && /\bimmutable\b/.test(header.value),
  );

const escapeRegex = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The site paths (`/static/js/main.1234abcd.js`) of the files `rule` names in `publicDir`.
 * @param {HeaderRule} rule
 * @param {string} publicDir
 * @param {string[]} ignore
 * @returns {string[]}
 */
function filesOf(rule, publicDir, ignore) {
  const options = { cwd: publicDir, dot: true, nodir: true, posix: true, ignore };
  if (rule.regex) {
    const pattern = new RegExp(rule.regex, 'u');
    return globSync('**', options)
      .map((file) => `/${file}`)
      .filter((file) => pattern.test(file));
  }
  // superstatic matches a glob against the path with a leading slash (glob-slasher), as Hosting.
  const glob = (rule.source ?? rule.glob ?? '').replace(/^\/+/, '');
  return globSync(glob, options).map((file) => `/${file}`);
}

/**
 * `hosting` (firebase.json's block) for the build in `publicDir`: each header rule that sets an
 * immutable Cache-Control matches only the files the build has there (and that a deploy
 * uploads: not those "ignore" names); every other rule is kept as it is.
 * @template {{ headers?: HeaderRule[]; ignore?: string[] }} T
 * @param {T} hosting
 * @param {string} publicDir
 * @returns {T}
 */
export function hostingForBuild(hosting, publicDir) {
  if (!hosting.headers) return hosting;
  const headers = hosting.headers.flatMap((rule) => {
    if (!isImmutable(rule)) return [rule];
    const files = filesOf(rule, publicDir, hosting.ignore ?? []);
    if (files.length === 0) return [];
    return [{ regex: `^(?:${files.sort().map(escapeRegex).join('|')})$`, headers: rule.headers }];
  });
  return { ...hosting, headers };
}
