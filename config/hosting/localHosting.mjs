// Firebase Hosting, locally: superstatic, the server of firebase-tools' Hosting emulator, set up
// as `firebase emulators:start --only hosting` sets it up (node_modules/firebase-tools/lib/serve/
// hosting.js): firebase.json's "hosting" block as the whole configuration (its immutable
// Cache-Control rule narrowed to the build's files, as `npm run deploy` deploys it:
// ./immutableFiles.mjs), the "strict" stack
// (redirects, headers, files with cleanUrls/trailingSlash, rewrites, 404.html) and compression
// (brotli or gzip, as the client accepts; Firebase Hosting's CDN serves both). Where a request
// would make superstatic fail rather than answer as Hosting does (an undecodable URL, a name too
// long for the disk), a small layer below steps in; so does the emulators' CSP. superstatic
// ignores "ignore" (only `firebase deploy` reads it): files it names are not served here either.
import fs from 'node:fs';
import path from 'node:path';
import { escape, globSync } from 'glob';
import { server as superstaticServer } from 'superstatic';
import fsProvider from 'superstatic/lib/providers/fs.js';
import { EMULATOR_ORIGINS, buildUsesEmulators, emulatorCsp } from './emulatorCsp.mjs';
import { hostingForBuild } from './immutableFiles.mjs';
import { undecodableUrls } from './undecodableUrls.mjs';

/**
 * What a superstatic file provider finds at a path (superstatic/lib/providers/fs.js).
 * @typedef {{ modified: number; size: number; etag: string; stream: import('node:stream').Readable }} ProvidedFile
 */
/**
 * A superstatic file provider: the file at `pathname`, or null when there is none. superstatic
 * takes one as its `provider` option, though neither that option nor its own fs provider is in
 * its type declarations.
 * @typedef {(request: import('node:http').IncomingMessage, pathname: string) => Promise<ProvidedFile | null>} Provider
 */

/** superstatic's own file provider (its declaration file types it as an empty module). */
const makeFsProvider = /** @type {(options: { cwd: string; public: string }) => Provider} */ (
  /** @type {unknown} */ (fsProvider)
);

/**
 * The "hosting" block of `<projectRoot>/firebase.json`.
 * @param {string} projectRoot
 */
export function readHostingConfig(projectRoot) {
  const file = path.join(projectRoot, 'firebase.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).hosting;
}

/**
 * superstatic's own file provider, but a name too long for the local disk (ENAMETOOLONG, over
 * 255 bytes a segment) is no file rather than a 500: Hosting's storage has no such limit, so
 * such a URL meets the not-found page there (tests/e2e/bad-input.spec.ts).
 * @param {string} cwd
 * @param {string} publicDir
 * @returns {Provider}
 */
function filesIn(cwd, publicDir) {
  const files = makeFsProvider({ cwd, public: publicDir });
  return (request, pathname) =>
    files(request, pathname).catch((/** @type {NodeJS.ErrnoException | undefined} */ error) => {
      if (error?.code === 'ENAMETOOLONG') return null;
      throw error;
    });
}

/**
 * `files`, but a file that hosting's "ignore" patterns leave out of a deploy (the source maps,
 * dot files) is no file, as on Firebase Hosting. firebase-tools lists the files to upload with
 * glob and these patterns (node_modules/firebase-tools/lib/listFiles.js); so does this, once per
 * file (a glob on every request was a fifth of the server's time: 7.8 against 6.4 ms a request).
 * A path with no file behind it needs none (`files` finds nothing there either); a rebuild
 * while serving is still seen, since `files` reads the disk on every request.
 * @param {Provider} files
 * @param {string} publicDir
 * @param {string[] | undefined} ignore
 * @returns {Provider}
 */
function deployedFilesOnly(files, publicDir, ignore) {
  const options = { cwd: publicDir, dot: true, follow: true, nodir: true, posix: true, ignore };
  /** @type {Set<string>} */
  const deployed = new Set();
  return (request, pathname) => {
    let relative;
    try {
      relative = decodeURI(pathname).replace(/^\/+/, '');
    } catch {
      return files(request, pathname); // superstatic's own checks answer it
    }
    if (!relative || deployed.has(relative) || !fs.existsSync(path.join(publicDir, relative))) {
      return files(request, pathname);
    }
    if (globSync(escape(relative), options).length === 0) return Promise.resolve(null);
    deployed.add(relative);
    return files(request, pathname);
  };
}

/**
 * A connect app serving `root` (default: hosting.public) with firebase.json's hosting rules;
 * `listen(callback)` starts it on `port` at `host`. A build that uses the local emulators also
 * gets their origins in the CSP's connect-src (./emulatorCsp.mjs).
 * @param {{ projectRoot: string; root?: string; port?: number; host?: string }} options
 */
export function localHosting({ projectRoot, root, port, host = '127.0.0.1' }) {
  const hosting = readHostingConfig(projectRoot);
  const publicDir = path.resolve(projectRoot, root ?? hosting.public);
  const usesEmulators = buildUsesEmulators(publicDir);
  // Relative: superstatic joins it to cwd.
  const relativePublic = path.relative(projectRoot, publicDir) || '.';
  /** @type {Parameters<typeof superstaticServer>[0] & { provider: Provider }} */
  const options = {
    // Immutable caching for the files the build has only, as deployed (./immutableFiles.mjs).
    config: { ...hostingForBuild(hosting, publicDir), public: relativePublic },
    cwd: projectRoot,
    provider: deployedFilesOnly(filesIn(projectRoot, relativePublic), publicDir, hosting.ignore),
    stack: 'strict',
    compression: true,
    port,
    hostname: host,
  };
  const app = superstaticServer(options);
  // In front of superstatic, which server() adds on listen().
  app.use(undecodableUrls());
  if (usesEmulators) app.use(emulatorCsp(EMULATOR_ORIGINS));
  return { app, publicDir, usesEmulators };
}
