/**
 * @jest-environment node
 */
// firebase.json's hosting block and config/hosting.mjs, which applies it for `npm run serve`
// the way Firebase Hosting does (issue 6). The routing is checked against a hand-made build
// directory in the final layout: the app shell, prerendered <path>/index.html pages, 404.html.
import { bootScriptHash } from '../../../config/webpack/bootScript';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  EMULATOR_ORIGINS,
  addCspSources,
  buildUsesEmulators,
  createHosting,
  createRequestListener,
  globToRegExp,
  readHostingConfig,
  type HostingAnswer,
} from '../../../config/hosting.mjs';

const hosting = readHostingConfig(path.resolve(__dirname, '../../../firebase.json'));

function header(answer: HostingAnswer, key: string): string | undefined {
  const found = Object.entries(answer.headers).find(([k]) => k.toLowerCase() === key.toLowerCase());
  return found?.[1];
}

function cspDirective(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive ? directive.slice(1) : [];
}

describe('firebase.json hosting block', () => {
  it('publishes build/ with clean URLs, no trailing slash, / → /home and the shell rewrites', () => {
    expect(hosting.public).toBe('build');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    expect(hosting.ignore).toEqual(['firebase.json', '**/.*', '**/node_modules/**']);
    expect(hosting.redirects).toEqual([{ source: '/', destination: '/home', type: 301 }]);
    expect(hosting.rewrites).toEqual([
      { source: '/auth/**', destination: '/index.html' },
      { source: '/pages/account/**', destination: '/index.html' },
    ]);
  });

  it('has a CSP without inline scripts (but the boot script, by its hash) or eval that allows Firebase Auth, Firestore and Analytics', () => {
    const policy = hosting.headers
      ?.find((rule) => rule.source === '**')
      ?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
    expect(policy).toBeDefined();
    const csp = policy ?? '';
    expect(cspDirective(csp, 'script-src')).toEqual([
      "'self'",
      bootScriptHash(),
      'https://www.googletagmanager.com',
    ]);
    expect(cspDirective(csp, 'style-src')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://firebaseinstallations.googleapis.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ]),
    );
    expect(cspDirective(csp, 'connect-src').join(' ')).not.toContain('127.0.0.1');
    expect(cspDirective(csp, 'object-src')).toEqual(["'none'"]);
    // 'self' rather than 'none': /docs/navbars shows the site's own pages in frames.
    expect(cspDirective(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'base-uri')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
  });
});

describe('globToRegExp (minimatch semantics, as superstatic uses)', () => {
  it.each([
    ['/static/**', '/static/js/main.1234abcd.js', true],
    ['/static/**', '/static/', true],
    ['/static/**', '/static', false],
    ['static/**', '/static/css/a.css', true],
    ['/auth/**', '/auth/login', true],
    ['/auth/**', '/auth/login/', true],
    ['/auth/**', '/auth', false],
    ['/auth/**', '/author', false],
    ['**/*.html', '/x.html', true],
    ['**/*.html', '/a/b/index.html', true],
    ['**/*.html', '/tentang', false],
    ['**/*.html', '/.x.html', false],
    ['**', '/', true],
    ['**', '/tentang/karir', true],
    ['**', '/.well-known/x', false],
    ['/', '/', true],
    ['/', '/home', false],
    ['**/*.@(js|css)', '/static/js/a.js', true],
    ['**/*.{js,css}', '/static/css/a.css', true],
    ['**/*.@(js|css)', '/a.json', false],
    ['**/.*', '/.env', true],
    ['**/.*', '/a/.env', true],
    ['**/node_modules/**', '/node_modules/x', true],
    ['**/node_modules/**', '/a/node_modules/x/y', true],
    ['firebase.json', '/firebase.json', true],
    ['/blog/?', '/blog/a', true],
    ['/blog/[ab]*', '/blog/b1', true],
  ])('%s on %s → %s', (glob, urlPath, expected) => {
    expect(globToRegExp(glob).test(urlPath)).toBe(expected);
  });

  it('refuses the extglobs it does not implement rather than guessing', () => {
    expect(() => globToRegExp('**/!(*.*)')).toThrow(/regex/);
  });
});

describe('addCspSources', () => {
  it('appends to an existing directive and keeps the others', () => {
    expect(
      addCspSources("default-src 'self'; connect-src 'self' https://a", 'connect-src', [
        'http://b',
      ]),
    ).toBe("default-src 'self'; connect-src 'self' https://a http://b");
  });
  it('adds a missing directive, and leaves the policy alone without sources', () => {
    expect(addCspSources("default-src 'self'", 'connect-src', ['http://b'])).toBe(
      "default-src 'self'; connect-src http://b",
    );
    expect(addCspSources("default-src 'self'", 'connect-src', [])).toBe("default-src 'self'");
  });
});

/** A build/ in the prerenderer's final layout. */
function makeFixture(withNotFoundPage = true): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
  const files: Record<string, string> = {
    'index.html': '<html><body><div id="root">Memuat...</div></body></html>',
    'home/index.html': '<html><body>Beranda</body></html>',
    'tentang/index.html': '<html><body>Tentang</body></html>',
    'tentang/karir/index.html': '<html><body>Karir</body></html>',
    'blog/kantor-baru-di-renon/index.html': '<html><body>Post</body></html>',
    'static/js/main.1234abcd.js': `console.log("${'x'.repeat(2000)}");`,
    'locales/id/translation.json': '{"a":"b"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'robots.txt': 'User-agent: *\n',
    '.env': 'SECRET=1',
    'firebase.json': '{}',
  };
  if (withNotFoundPage) files['404.html'] = '<html><body>Halaman tidak ditemukan</body></html>';
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('createHosting: what Firebase Hosting answers for the final build layout', () => {
  const root = makeFixture();
  const site = createHosting({ hosting, root });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const fileOf = (answer: HostingAnswer) =>
    answer.type === 'file' ? path.relative(root, answer.file).split(path.sep).join('/') : null;

  it('redirects / to /home (301), keeping the query string, without a file lookup', () => {
    expect(site.resolve('/')).toMatchObject({ type: 'redirect', status: 301, location: '/home' });
    expect(site.resolve('/?lng=en')).toMatchObject({ location: '/home?lng=en' });
  });

  it.each([
    ['/home', 'home/index.html'],
    ['/tentang', 'tentang/index.html'],
    ['/tentang/karir', 'tentang/karir/index.html'],
    ['/blog/kantor-baru-di-renon', 'blog/kantor-baru-di-renon/index.html'],
    ['/tentang?lng=en', 'tentang/index.html'],
  ])('serves the prerendered page for %s', (url, file) => {
    const answer = site.resolve(url);
    expect(answer.status).toBe(200);
    expect(fileOf(answer)).toBe(file);
  });

  it.each([
    ['/tentang/', '/tentang'],
    ['/tentang/index.html', '/tentang'],
    ['/tentang/karir/?lng=en', '/tentang/karir?lng=en'],
    ['/index.html', '/'],
    ['/404.html', '/404'],
  ])('redirects %s to its clean URL %s (301)', (url, location) => {
    expect(site.resolve(url)).toMatchObject({ type: 'redirect', status: 301, location });
  });

  it.each([
    '/auth/login',
    '/auth/forget-password',
    '/pages/account/dashboard',
    '/pages/account/settings/',
  ])('answers %s with the app shell (200)', (url) => {
    const answer = site.resolve(url);
    expect(answer.status).toBe(200);
    expect(fileOf(answer)).toBe('index.html');
    expect(header(answer, 'Cache-Control')).toBe('no-cache');
  });

  it.each([
    '/nope',
    '/tentang/nope',
    '/a/b/c/nope',
    '/logo.png',
    '/auth',
    '/static/js',
    '/.env',
    '/firebase.json',
    '/%2e%2e/etc/passwd',
    '/%E0%A4%A',
  ])('answers %s with 404.html and status 404', (url) => {
    const answer = site.resolve(url);
    expect(answer.status).toBe(404);
    expect(fileOf(answer)).toBe('404.html');
    expect(header(answer, 'Cache-Control')).toBe('no-cache');
    expect(header(answer, 'Content-Security-Policy')).toBeDefined();
  });

  it('keeps status 404 for the not-found page at its own clean URL, /404', () => {
    const answer = site.resolve('/404');
    expect(answer.status).toBe(404);
    expect(fileOf(answer)).toBe('404.html');
  });

  it('reads "//home" as a path, not as a host', () => {
    expect(fileOf(site.resolve('//home'))).toBe('home/index.html');
  });

  it("lets the request path's header rules win over those of /404.html on a 404", () => {
    expect(header(site.resolve('/static/js/gone.js'), 'Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(header(site.resolve('/gone.png'), 'Cache-Control')).toBe('no-cache');
  });

  it('matches header rules against the request path: HTML at clean URLs is no-cache', () => {
    for (const url of ['/home', '/tentang', '/auth/login']) {
      expect(header(site.resolve(url), 'Cache-Control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and locales for five minutes', () => {
    expect(header(site.resolve('/static/js/main.1234abcd.js'), 'Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(header(site.resolve('/locales/id/translation.json'), 'Cache-Control')).toBe(
      'public, max-age=300',
    );
  });

  it('sends the security headers on pages, assets and 404s alike', () => {
    for (const url of [
      '/home',
      '/static/js/main.1234abcd.js',
      '/locales/id/translation.json',
      '/nope',
    ]) {
      const answer = site.resolve(url);
      expect(header(answer, 'Content-Security-Policy')).toMatch(/frame-ancestors 'self'/);
      expect(header(answer, 'Strict-Transport-Security')).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      expect(header(answer, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(answer, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(answer, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(header(answer, 'Permissions-Policy')).toMatch(/camera=\(\)/);
    }
  });

  it('appends extra connect-src origins (the local emulators) to the CSP only', () => {
    const local = createHosting({ hosting, root, extraConnectSrc: EMULATOR_ORIGINS });
    const policy = header(local.resolve('/home'), 'Content-Security-Policy') ?? '';
    expect(cspDirective(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9099', 'http://127.0.0.1:8080']),
    );
    expect(cspDirective(policy, 'script-src')).not.toContain('http://127.0.0.1:9099');
  });

  it('answers a plain 404 when the build has no 404.html', () => {
    const bare = makeFixture(false);
    try {
      const answer = createHosting({ hosting, root: bare }).resolve('/nope');
      expect(answer).toMatchObject({ type: 'missing', status: 404 });
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('buildUsesEmulators', () => {
  it('is true when a built script contains the Auth emulator address', () => {
    const root = makeFixture();
    try {
      expect(buildUsesEmulators(root)).toBe(false);
      fs.writeFileSync(path.join(root, 'static/js/auth.js'), 'connect("http://127.0.0.1:9099")');
      expect(buildUsesEmulators(root)).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('createRequestListener over HTTP', () => {
  const root = makeFixture();
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = http.createServer(createRequestListener({ hosting, root }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  function get(
    url: string,
    init: { method?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}${url}`, init, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('serves a page with its type, headers and an ETag, and 304 when it has not changed', async () => {
    const page = await get('/tentang');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('Tentang');
    const etag = page.headers.etag ?? '';
    expect(etag).not.toBe('');
    expect((await get('/tentang', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('gzips text when the client accepts it', async () => {
    const script = await get('/static/js/main.1234abcd.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(zlib.gunzipSync(script.body).toString()).toMatch(/^console\.log/);
  });

  it('answers unknown paths with the 404 page, redirects with Location, HEAD without a body', async () => {
    const missing = await get('/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Halaman tidak ditemukan');
    const root = await get('/');
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe('/home');
    const head = await get('/home', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get('/home', { method: 'POST' })).status).toBe(405);
  });
});
