// Firebase Hosting, locally: reads the "hosting" block of firebase.json and answers requests
// the way Firebase Hosting does, so `npm run serve` (config/serve.mjs), the browser tests and
// the benchmarks see what production serves. The semantics follow Firebase's documented
// priority order (https://firebase.google.com/docs/hosting/full-config#hosting-priority-order)
// and its reference implementation, superstatic (the Hosting emulator of firebase-tools):
//   1. redirects: the first rule whose source matches the request path (query kept);
//   2. exact-match static content, with cleanUrls and trailingSlash: /a.html and /a/index.html
//      redirect to /a; /a serves a.html or a/index.html; /a/ redirects to /a;
//   3. rewrites: the first rule whose source matches the request path serves its destination;
//   4. the custom 404.html with status 404 (a plain 404 when there is none).
// Header rules are matched against the REQUEST path, never against the file served: a page
// served at /tentang (from tentang/index.html) or rewritten from /auth/login to /index.html
// does not match "**/*.html". Every matching rule applies; for the same header a later rule
// wins. A 404 answer also gets the rules that match /404.html. Files matching "ignore" are not
// deployed, so they do not exist here either. No dependencies: node:fs, node:http, node:zlib.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Reads firebase.json and returns its "hosting" block (one site), checking what we support. */
export function readHostingConfig(firebaseJsonPath) {
  const json = JSON.parse(fs.readFileSync(firebaseJsonPath, 'utf8'));
  const hosting = json.hosting;
  if (!hosting || Array.isArray(hosting) || typeof hosting.public !== 'string') {
    throw new Error(`${firebaseJsonPath}: expected one "hosting" object with a "public" directory`);
  }
  if (hosting.i18n) throw new Error(`${firebaseJsonPath}: hosting.i18n is not supported by serve`);
  for (const rule of hosting.rewrites ?? []) {
    if (typeof rule.destination !== 'string') {
      throw new Error(
        `${firebaseJsonPath}: only rewrites to a "destination" file are supported by serve`,
      );
    }
  }
  return hosting;
}

const GLOB_SEGMENT_CHARS = /[*?[{@!+]/;

/** One path segment of a glob (no "/") as a regular expression source. */
function segmentSource(segment) {
  let out = '';
  for (let i = 0; i < segment.length; i += 1) {
    const char = segment[i];
    const next = segment[i + 1];
    if ('@!+?*'.includes(char) && next === '(') {
      if (char !== '@') {
        throw new Error(`glob "${segment}": only the @(a|b) extglob is supported; use "regex"`);
      }
      const end = segment.indexOf(')', i);
      if (end < 0) throw new Error(`glob "${segment}": unclosed @(`);
      out += `(?:${segment
        .slice(i + 2, end)
        .split('|')
        .map(segmentSource)
        .join('|')})`;
      i = end;
    } else if (char === '{') {
      const end = segment.indexOf('}', i);
      if (end < 0) throw new Error(`glob "${segment}": unclosed {`);
      out += `(?:${segment
        .slice(i + 1, end)
        .split(',')
        .map(segmentSource)
        .join('|')})`;
      i = end;
    } else if (char === '[') {
      const end = segment.indexOf(']', i + 1);
      if (end < 0) throw new Error(`glob "${segment}": unclosed [`);
      const body = segment.slice(i + 1, end).replace(/^!/, '^');
      out += `[${body.replace(/[\\\]]/g, '\\$&')}]`;
      i = end;
    } else if (char === '*') {
      out += '[^/]*';
    } else if (char === '?') {
      out += '[^/]';
    } else {
      out += char.replace(/[.+^$|()\\]/g, '\\$&');
    }
  }
  return out;
}

/**
 * A Firebase Hosting glob as a RegExp over URL paths, with minimatch's semantics (which
 * superstatic uses): the glob gets a leading "/"; "**" spans any number of segments (a trailing
 * "/**" needs the slash: "/static/**" matches "/static/a" but not "/static"); "*" and "?" stay
 * within a segment; {a,b}, @(a|b) and [abc] alternate; wildcards never match a segment that
 * starts with "." unless the glob spells the dot.
 */
export function globToRegExp(glob) {
  const slashed = glob.startsWith('/') ? glob : `/${glob}`;
  const segments = slashed.split('/').slice(1);
  const anySegment = '(?!\\.)[^/]*';
  let source = '';
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '**') {
      source += last ? `/(?:${anySegment}(?:/${anySegment})*)` : `(?:/${anySegment})*`;
    } else {
      const guard =
        segment.startsWith('.') || !GLOB_SEGMENT_CHARS.test(segment[0]) ? '' : '(?!\\.)';
      source += `/${guard}${segmentSource(segment)}`;
    }
  });
  return new RegExp(`^${source}$`, 'u');
}

/** Whether a redirect, rewrite or header rule (`source`/`glob` or `regex`) matches `urlPath`. */
export function ruleMatches(rule, urlPath) {
  const glob = rule.source ?? rule.glob;
  if (typeof glob === 'string') return globToRegExp(glob).test(urlPath);
  if (typeof rule.regex === 'string') return new RegExp(rule.regex, 'u').test(urlPath);
  return false;
}

/** Adds `sources` to one directive of a Content-Security-Policy value (creating it if absent). */
export function addCspSources(policy, directive, sources) {
  if (sources.length === 0) return policy;
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index < 0) parts.push(`${directive} ${sources.join(' ')}`);
  else parts[index] = `${parts[index]} ${sources.join(' ')}`;
  return parts.join('; ');
}

/**
 * Whether the built client talks to the local Firebase emulators: it then contains the Auth
 * emulator's address (a build without REACT_APP_FIREBASE_PROJECT_ID, or with
 * REACT_APP_USE_EMULATORS=true).
 */
export function buildUsesEmulators(root) {
  const dir = path.join(root, 'static', 'js');
  if (!fs.existsSync(dir)) return false;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .some((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes('127.0.0.1:9099'));
}

/** The origins of the local emulators (Auth, Firestore), as in firebase.json "emulators". */
export const EMULATOR_ORIGINS = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'];

/**
 * The router of one Hosting site: `resolve(url)` says what Firebase Hosting would answer for a
 * GET of `url` (path and query). `extraConnectSrc` adds origins to the CSP's connect-src (the
 * local emulators; never in production).
 */
export function createHosting({ hosting, root, extraConnectSrc = [] }) {
  const cleanUrls = hosting.cleanUrls === true;
  const trailingSlash = hosting.trailingSlash; // true | false | undefined, as in superstatic
  const ignore = (hosting.ignore ?? []).map(globToRegExp);
  const headerRules = hosting.headers ?? [];

  /** The absolute file for a URL path, when the file is deployed (exists and is not ignored). */
  function fileFor(urlPath) {
    let segments;
    try {
      segments = urlPath.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return null; // malformed %-escape
    }
    if (segments.some((s) => s === '..' || s === '.' || /[\\/\0]/.test(s))) return null;
    const relative = segments.join('/');
    if (ignore.some((pattern) => pattern.test(`/${relative}`))) return null;
    const file = path.join(root, ...segments);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      return fs.statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  }

  /** The custom headers for a request path, later rules overriding earlier ones per header. */
  function headersFor(urlPath, into = new Map()) {
    for (const rule of headerRules) {
      if (!ruleMatches(rule, urlPath)) continue;
      for (const { key, value } of rule.headers ?? []) {
        const finalValue =
          key.toLowerCase() === 'content-security-policy'
            ? addCspSources(value, 'connect-src', extraConnectSrc)
            : value;
        into.set(key.toLowerCase(), { key, value: finalValue });
      }
    }
    return into;
  }

  const asObject = (map) => Object.fromEntries([...map.values()].map((h) => [h.key, h.value]));

  return {
    /**
     * @returns one of
     *   { type: 'redirect', status, location, headers }
     *   { type: 'file', status: 200 | 404, file, headers }
     *   { type: 'missing', status: 404, headers }  (no 404.html to show)
     */
    resolve(url) {
      // Split by hand: new URL() would read "//home" as a host.
      const [rawPath = '/', ...query] = url.split('#')[0].split('?');
      const pathname = rawPath.replace(/\/{2,}/g, '/');
      const search = query.length ? `?${query.join('?')}` : '';
      let decodedPath = pathname;
      try {
        decodedPath = decodeURI(pathname);
      } catch {
        // keep the raw path for matching; fileFor() refuses it
      }

      // 1. Configured redirects (superstatic adds no custom headers to these).
      for (const rule of hosting.redirects ?? []) {
        if (ruleMatches(rule, decodedPath)) {
          if (/(^|\/):/.test(rule.destination)) {
            throw new Error(`redirect ${rule.destination}: captured segments are not supported`);
          }
          return {
            type: 'redirect',
            status: rule.type ?? 301,
            location: rule.destination + search,
            headers: {},
          };
        }
      }

      const headers = headersFor(decodedPath);
      const redirect = (location) => ({
        type: 'redirect',
        status: 301,
        location: (location || '/') + search,
        headers: asObject(headers),
      });
      const notFoundFile = fileFor('/404.html');
      const serve = (file, status = file === notFoundFile ? 404 : 200) => ({
        type: 'file',
        status,
        file,
        headers: asObject(headers),
      });
      const hasSlash = pathname.endsWith('/');
      const withoutSlash = pathname.replace(/\/+$/, '');

      // 2. Exact-match static content (cleanUrls, directory index.html, trailingSlash).
      const exact = fileFor(pathname);
      if (exact) {
        if (cleanUrls && pathname.endsWith('.html')) {
          let clean = pathname.slice(0, -'.html'.length);
          if (clean.endsWith('/index')) clean = clean.slice(0, -'/index'.length);
          return redirect(trailingSlash === true ? `${clean}/` : clean);
        }
        return serve(exact);
      }
      const index = fileFor(`${withoutSlash}/index.html`);
      if (index) {
        if (trailingSlash === undefined && !hasSlash && !cleanUrls) return redirect(`${pathname}/`);
        if (trailingSlash === false && hasSlash && pathname !== '/') return redirect(withoutSlash);
        if (trailingSlash === true && !hasSlash) return redirect(`${pathname}/`);
        return serve(index);
      }
      if (cleanUrls && (!hasSlash || trailingSlash !== undefined)) {
        const html = fileFor(`${withoutSlash}.html`);
        if (html && withoutSlash !== '') {
          if (trailingSlash === false && hasSlash) return redirect(withoutSlash);
          if (trailingSlash === true && !hasSlash) return redirect(`${pathname}/`);
          return serve(html);
        }
      }

      // 3. Configured rewrites: the first match serves its destination.
      const rewrite = (hosting.rewrites ?? []).find((rule) => ruleMatches(rule, decodedPath));
      if (rewrite) {
        const file = fileFor(rewrite.destination);
        if (file) return serve(file);
      }

      // 4. The custom 404 page. It also gets the header rules of /404.html, but those of the
      //    request path win (superstatic sets both; the request path's are applied last).
      const notFoundHeaders = headersFor('/404.html');
      for (const [key, value] of headers) notFoundHeaders.set(key, value);
      const notFound = fileFor('/404.html');
      if (notFound) {
        return { type: 'file', status: 404, file: notFound, headers: asObject(notFoundHeaders) };
      }
      return { type: 'missing', status: 404, headers: asObject(notFoundHeaders) };
    },
  };
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/** Content type by extension (application/octet-stream for anything unknown). */
export function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A node:http request listener serving `hosting` from `root`: GET and HEAD, ETag/304, gzip
 * when the client accepts it (as Firebase Hosting's CDN does).
 */
export function createRequestListener(options) {
  const site = createHosting(options);
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed\n');
      return;
    }
    let answer;
    try {
      answer = site.resolve(request.url ?? '/');
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`${error instanceof Error ? error.message : String(error)}\n`);
      return;
    }
    if (answer.type === 'redirect') {
      response.writeHead(answer.status, {
        ...answer.headers,
        Location: answer.location,
        'Content-Type': 'text/html; charset=utf-8',
      });
      response.end(request.method === 'HEAD' ? undefined : `Redirecting to ${answer.location}`);
      return;
    }
    if (answer.type === 'missing') {
      // Firebase's own page when the site has no 404.html.
      response.writeHead(404, { ...answer.headers, 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        request.method === 'HEAD'
          ? undefined
          : '<!doctype html><title>404</title><h1>Page Not Found</h1>\n',
      );
      return;
    }
    const stats = fs.statSync(answer.file);
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const type = contentType(answer.file);
    const head = { ...answer.headers, 'Content-Type': type, ETag: etag, Vary: 'Accept-Encoding' };
    if (answer.status === 200 && request.headers['if-none-match'] === etag) {
      response.writeHead(304, head);
      response.end();
      return;
    }
    const gzip =
      COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) head['Content-Encoding'] = 'gzip';
    else head['Content-Length'] = String(stats.size);
    response.writeHead(answer.status, head);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = fs.createReadStream(answer.file);
    (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(response);
  };
}
