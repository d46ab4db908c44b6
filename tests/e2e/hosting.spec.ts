// Production hosting (issue 6), against `npm run serve`, which serves the build with
// superstatic, Firebase Hosting's own serving, and firebase.json's hosting block
// (config/hosting/localHosting.mjs). Here: the headers on pages, hashed assets and locale files,
// the redirects and rewrites, 404s, compression, source maps kept off the site, and no
// Content-Security-Policy violation while browsing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { menuOf, menuToggle, siteHeader, waitForPage } from './support';

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
const NOT_FOUND_HEADING = 'Halaman tidak ditemukan';

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  expect(scriptSrc, `${what}: no inline or eval scripts`).not.toMatch(/unsafe-(inline|eval)/);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // 'self', not 'none': /docs/navbars frames the site's own pages; other origins stay out.
    "frame-ancestors 'self'",
  ]) {
    expect(csp, `${what}: CSP ${directive}`).toContain(directive);
  }
  expect(csp, `${what}: Firebase Auth in connect-src`).toMatch(
    /connect-src [^;]*https:\/\/identitytoolkit\.googleapis\.com/,
  );
  expect(headers['strict-transport-security'], what).toBe(
    'max-age=63072000; includeSubDomains; preload',
  );
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\)/);
}

test.describe('headers', () => {
  for (const pathname of ['/home', '/kontak', '/auth/login']) {
    test(`an HTML page (${pathname}) is no-cache with the security headers`, async ({
      request,
    }) => {
      const response = await request.get(pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response, pathname);
    });
  }

  test('hashed scripts and styles are immutable for a year', async ({ request }) => {
    const html = await (await request.get('/home')).text();
    const linked = [...html.matchAll(/(?:src|href)="(\/static\/(?:js|css)\/[^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    // The page's scripts, which the boot script starts (public/boot.js).
    const started = (/data-scripts="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
    const assets = [...new Set([...linked, ...started])];
    expect(started.length).toBeGreaterThanOrEqual(3);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      expect(asset, 'content-hashed name').toMatch(/\.[0-9a-f]{8}\.(js|css)$/);
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(
        'public, max-age=31536000, immutable',
      );
      // A type nosniff accepts: text/css, and for scripts text/javascript or (superstatic's
      // mime-db) application/javascript; both are JavaScript MIME types.
      expect(response.headers()['content-type'], asset).toMatch(
        /^(text\/css|(text|application)\/javascript)\b/,
      );
      expectSecurityHeaders(response, asset);
    }
  });

  test('a missing file under /static/ is a 404 not cached as immutable, unlike a real one', async ({
    request,
  }) => {
    const html = await (await request.get('/home')).text();
    const stylesheet = /href="(\/static\/css\/site\.[0-9a-f]{8}\.css)"/.exec(html)?.[1];
    expect(stylesheet, 'the site stylesheet').toBeDefined();
    const real = await request.get(stylesheet ?? '');
    expect(real.status()).toBe(200);
    expect(real.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const missing of ['/static/js/nope.12345678.js', '/static/css/nope.12345678.css']) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, missing).not.toMatch(/immutable|max-age=[1-9]/);
    }
  });

  test('text is compressed as Firebase Hosting does: brotli when accepted, else gzip', async ({
    request,
  }) => {
    const page = readFileSync(path.join(buildDir, 'home/index.html'), 'utf8');
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get('/home', { headers: { 'Accept-Encoding': accept } });
      expect(response.headers()['content-encoding'], accept).toBe(encoding);
      expect(response.headers()['vary'], accept).toMatch(/Accept-Encoding/i);
      expect(await response.text(), accept).toBe(page);
    }
  });

  test('translation files are cached for five minutes only', async ({ request }) => {
    for (const lng of ['id', 'en']) {
      const response = await request.get(`/locales/${lng}/translation.json`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      expect(response.headers()['cache-control']).toBe('public, max-age=300');
      expectSecurityHeaders(response, lng);
    }
  });
});

test.describe('redirects, rewrites and 404', () => {
  test('/ redirects permanently to /home, keeping the query', async ({ request }) => {
    const response = await request.get('/?lng=en', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/home?lng=en');
  });

  test('/en and /en/ redirect permanently to /en/home, keeping the query', async ({ request }) => {
    for (const [from, to] of [
      ['/en', '/en/home'],
      ['/en/', '/en/home'],
      ['/en?lng=id', '/en/home?lng=id'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });

  test('clean URLs: .html and trailing slashes redirect to the clean path', async ({ request }) => {
    for (const [from, to] of [
      ['/tentang/', '/tentang'],
      ['/tentang/index.html', '/tentang'],
      ['/tentang/karir/?lng=en', '/tentang/karir?lng=en'],
      ['/index.html', '/'],
    ]) {
      const response = await request.get(from ?? '', { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });

  test('auth and admin routes are answered with the app shell, the login page prerendered', async ({
    request,
  }) => {
    const login = await request.get('/auth/login', { maxRedirects: 0 });
    expect(login.status()).toBe(200);
    expect(await login.text()).toBe(
      readFileSync(path.join(buildDir, 'auth/login/index.html'), 'utf8'),
    );
    expect(login.headers()['cache-control']).toBe('no-cache');
    const shell = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    for (const pathname of [
      '/auth/forget-password',
      '/auth/confirm',
      '/auth/logout',
      '/pages/account/dashboard',
    ]) {
      const response = await request.get(pathname, { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(200);
      const html = await response.text();
      expect(html, pathname).toBe(shell);
      expect(html, pathname).toContain('Memuat...');
      expect(response.headers()['cache-control'], pathname).toBe('no-cache');
    }
  });

  for (const pathname of ['/halaman-yang-tidak-ada', '/tentang/tidak/ada/sama/sekali', '/x.png']) {
    test(`an unknown path (${pathname}) answers 404 with the not-found page`, async ({
      request,
      page,
    }) => {
      const response = await request.get(pathname, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response, pathname);

      const visit = await page.goto(pathname);
      expect(visit?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
    });
  }
});

test.describe('source maps', () => {
  test('are built beside every script and style, named in none, and not served', async ({
    request,
  }) => {
    const html = await (await request.get('/home')).text();
    const started = (/data-scripts="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
    const main = started.find((file) => /\/static\/js\/main\.[0-9a-f]{8}\.js$/.test(file));
    const stylesheet = /href="(\/static\/css\/site\.[0-9a-f]{8}\.css)"/.exec(html)?.[1];
    expect(main, 'the main script').toBeDefined();
    expect(stylesheet, 'the site stylesheet').toBeDefined();
    for (const asset of [main ?? '', stylesheet ?? '']) {
      // Kept in build/, so a production stack trace can be decoded (docs/development.md#source-maps).
      const map = JSON.parse(readFileSync(path.join(buildDir, `${asset}.map`), 'utf8')) as {
        version: number;
        sources: string[];
      };
      expect(map.version, `${asset}.map`).toBe(3);
      expect(map.sources.length, `${asset}.map`).toBeGreaterThan(0);

      const served = await request.get(asset);
      expect(served.status(), asset).toBe(200);
      expect(await served.text(), asset).not.toContain('sourceMappingURL');
      const mapResponse = await request.get(`${asset}.map`);
      expect(mapResponse.status(), `${asset}.map`).toBe(404);
      expect(await mapResponse.text()).toContain(NOT_FOUND_HEADING);
    }
  });
});

/**
 * Starts counting the requests of the page and its frames; the returned function waits until
 * none has been in flight for a second (lazy chunks, translations, the Firebase start-up).
 * Not `networkidle`: it never fires on /docs/navbars, whose frames show the site's own pages.
 */
function trackRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    await page.waitForLoadState('load');
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange > 1_000, { timeout: 15_000 })
      .toBe(true);
  };
}

/** Collects CSP violations (the DOM event, which also catches report-only cases) and console errors. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content.Security.Policy|Permissions.Policy/i.test(message.text())
    ) {
      consoleErrors.push(message.text());
    }
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

test.describe('Content-Security-Policy in the browser', () => {
  for (const pathname of [
    '/home',
    '/tentang',
    '/kontak',
    '/auth/login',
    '/blog',
    '/landing/saas',
    '/docs/navbars',
  ]) {
    test(`${pathname} loads without a CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const settle = trackRequests(page);
      const response = await page.goto(pathname);
      expect(response?.headers()['content-security-policy']).toBeTruthy();
      await waitForPage(page);
      await settle();
      expect(await violations()).toEqual([]);
    });
  }

  test('no violation while navigating the site (without signing in)', async ({ page }) => {
    const violations = await watchCsp(page);
    const settle = trackRequests(page);
    await page.goto('/tentang');
    await waitForPage(page);

    await siteHeader(page).getByRole('link', { name: 'Kontak', exact: true }).click();
    await expect(page).toHaveURL(/\/kontak$/);
    await waitForPage(page);

    const company = menuToggle(page, 'Perusahaan');
    await company.click();
    await (await menuOf(page, company)).getByRole('link', { name: 'Karir' }).click();
    await expect(page).toHaveURL(/\/tentang\/karir$/);
    await waitForPage(page);

    const blog = menuToggle(page, 'Blog');
    await blog.click();
    await (await menuOf(page, blog)).getByRole('link', { name: 'Semua Post' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await waitForPage(page);

    await page.goto('/auth/login');
    await waitForPage(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await settle();
    expect(await violations()).toEqual([]);
  });
});
