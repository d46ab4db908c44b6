// Prerendered pages: an unknown path answers 404 with the not-found page and the auth and admin
// routes are the app shell, with JavaScript off (html.spec.ts reads every page's HTML); with
// JavaScript on a page of each template hydrates without a warning and without a `Memuat...`
// flash; the sitemap, robots.txt, the RSS feed and each page's metadata are what search engines need.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BLOG_CATEGORIES } from '../../src/lib/paths';
import {
  changesAfterParse,
  countRootChanges,
  keptParsedPage,
  prerenderedTemplates,
  translationRequests,
  waitForPage,
  waitForReact,
  watchForProblems,
} from './support';

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
/** Every public route the sitemap lists, as a site path. */
const PUBLIC_PATHS: string[] = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(
  (m) => m[1] ?? '',
);
const TEMPLATE_SAMPLE = ['/docs/introduction', '/landing/crypto', '/pages/pricing'];

test.describe('the sitemap', () => {
  test('lists every public route once, with a lastmod, and nothing excluded', () => {
    expect(PUBLIC_PATHS.length).toBeGreaterThan(40);
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length);
    for (const required of [
      '/home',
      '/tentang',
      '/tentang/karir',
      '/kontak',
      '/blog',
      '/blog/acara',
    ]) {
      expect(PUBLIC_PATHS).toContain(required);
    }
    expect(PUBLIC_PATHS.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThan(14);
    expect(PUBLIC_PATHS.filter((p) => p.startsWith('/detailteam/')).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(PUBLIC_PATHS.filter((p) => p.startsWith('/karir/')).length).toBeGreaterThanOrEqual(4);
    expect(PUBLIC_PATHS.filter((p) => p.startsWith('/produk/')).length).toBeGreaterThanOrEqual(3);
    for (const excluded of PUBLIC_PATHS.filter((p) => /^\/(auth|pages|docs|landing)\//.test(p))) {
      throw new Error(`excluded route in the sitemap: ${excluded}`);
    }
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(
      PUBLIC_PATHS.length,
    );
  });

  test('robots.txt points at it and keeps crawlers out of auth and admin', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/auth\/$/m);
    expect(robots).toMatch(/^Disallow: \/pages\/account\/$/m);
  });

  test("the tab's icon is a PNG drawn from favicon.svg, not the SVG itself", async ({
    request,
  }) => {
    // A browser decodes a page's icon on the page's main thread; an SVG costs it a document.
    const html = await (await request.get('/home')).text();
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
    expect(icons).toEqual(['/favicon.png']);
    const png = await request.get('/favicon.png');
    expect(png.ok()).toBe(true);
    const body = await png.body();
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    // Width and height, from the IHDR chunk.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([96, 96]);
  });

  test("the manifest's icons are PNGs of the sizes it names, none an SVG", async ({ request }) => {
    // The browser fetches the manifest's icon as the page loads, and decodes it on the page's
    // main thread too.
    const html = await (await request.get('/home')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    const icons: { src: string; sizes: string; type: string }[] = manifest.icons;
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const png = await request.get(icon.src);
      expect(png.ok(), icon.src).toBe(true);
      const body = await png.body();
      expect(body.subarray(1, 4).toString()).toBe('PNG');
      const px = Number.parseInt(icon.sizes, 10);
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([px, px]);
    }
  });

  test('the RSS feed lists the posts and the blog links it', async ({ request, page }) => {
    const rss = await (await request.get('/rss.xml')).text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss.match(/<item>/g)?.length).toBe(
      PUBLIC_PATHS.filter((p) => /^\/blog\/[^/]+$/.test(p) && !isCategory(p)).length,
    );
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/rss\.xml$/,
    );
  });
});

function isCategory(pathname: string) {
  return BLOG_CATEGORIES.some((category) => pathname === `/blog/${category}`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // What every page shows without script is read from its HTML by html.spec.ts (one h1, its
  // words, no spinner); faults.spec.ts and beforeHydration.spec.ts see pages with their scripts
  // held back. Here: what only a server and a browser can tell.
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/tidak/ada/di/sini');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
  });

  test('the login form is prerendered, noindex; the other auth and admin routes are the app shell', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main form').getByLabel('Email')).toBeVisible();
    await expect(page.locator('main form').getByLabel('Kata sandi', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    for (const pathname of ['/auth/forget-password', '/pages/account/dashboard']) {
      await page.goto(pathname);
      await expect(page.locator('h1')).toHaveCount(0);
      await expect(page.getByText('Memuat...')).toBeVisible();
    }
  });

  test('the web font has one face, Latin, shown only if it is in time, and the page is set in it', async ({
    page,
  }) => {
    // Each face declared and not loaded costs every font size on the page a stand-in font
    // during layout (docs/architecture.md#rendering).
    await page.goto('/home');
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map(({ family, unicodeRange, display, status }) => ({
        family,
        range: unicodeRange.split(',')[0],
        display,
        status,
      }));
    });
    expect(faces).toEqual([
      {
        family: 'Plus Jakarta Sans Variable',
        range: 'U+0-FF',
        display: 'optional',
        status: 'loaded',
      },
    ]);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(
      await page.evaluate(
        (text) => document.fonts.check('800 32px "Plus Jakarta Sans Variable"', text),
        heading,
      ),
    ).toBe(true);
  });
});

/** Records whether the loading spinner ever appears in #root while the page starts. */
async function watchForSpinner(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sawSpinner: boolean };
    w.sawSpinner = false;
    new MutationObserver(() => {
      if (document.querySelector('#root .page-loading')) w.sawSpinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawSpinner: boolean }).sawSpinner);
}

test.describe('with JavaScript', () => {
  // One page of each page template (the same components, the same start), one test each:
  // html.spec.ts checks every page's HTML, links.spec.ts opens every page's links.
  for (const pathname of prerenderedTemplates()) {
    test(`${pathname} hydrates with no warning and no Memuat... flash`, async ({ page }) => {
      const sawSpinner = await watchForSpinner(page);
      const problems = watchForProblems(page);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.goto(pathname);
      await waitForPage(page);
      await page.waitForLoadState('networkidle');
      expect(problems.list).toEqual([]);
      expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
      expect(await sawSpinner(), 'Memuat... flashed').toBe(false);
    });
  }

  test('a page rendered afresh over prerendered HTML never loses its title, heading or footer on the way', async ({
    page,
  }) => {
    // Every title the document has had, from its first non-empty one on; and from the first
    // paint of the heading and the footer on, every time either was gone.
    await page.addInitScript(() => {
      const seen = { titles: [] as string[], lost: [] as string[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      let shown = false;
      const visible = (selector: string) =>
        (document.querySelector(selector)?.getClientRects().length ?? 0) > 0;
      new MutationObserver(() => {
        if (seen.titles.length > 0 || document.title) seen.titles.push(document.title);
        const now = { heading: visible('main h1'), footer: visible('.site-footer') };
        if (now.heading && now.footer) shown = true;
        else if (shown) seen.lost.push(now.heading ? 'footer' : 'heading');
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const problems = watchForProblems(page);
    for (const [pathname, title] of [
      // Answered by 404.html, prerendered in Indonesian for another path.
      ['/halaman-yang-tidak-ada', 'Halaman tidak ditemukan — Segara Digital'],
      ['/blog/tag/tidak-ada', 'Halaman tidak ditemukan — Segara Digital'],
      ['/karir/tidak-ada', 'Halaman tidak ditemukan — Segara Digital'],
      ['/en/no-such-page', 'Page not found — Segara Digital'],
      // A query string other than ?lng= and campaign tags.
      ['/tentang?ref=newsletter', 'Tentang Kami — Segara Digital'],
      ['/blog?page=2', 'Semua Post (Halaman 2 dari 2) — Segara Digital'],
    ] as const) {
      await page.goto(pathname);
      await waitForPage(page);
      await expect(page).toHaveTitle(title);
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(
        () => (window as unknown as { seen: { titles: string[]; lost: string[] } }).seen,
      );
      expect(seen.titles, pathname).not.toContain('');
      expect(seen.lost, pathname).toEqual([]);
      await expect(page.locator('head title')).toHaveCount(1);
    }
    expect(problems.list).toEqual([]);
  });

  // Campaign tags only analytics reads; the blog's search and the contact form's choice, which
  // their pages read once hydrated.
  for (const visit of [
    '/kontak?utm_source=instagram&utm_medium=social&fbclid=IwAR0abc',
    '/blog?q=qris',
    '/kontak?produk=villa-reservasi&keperluan=demo',
  ]) {
    test(`a visit to ${visit} hydrates the prerendered page`, async ({ page }) => {
      await countRootChanges(page);
      await page.goto(visit);
      await waitForPage(page);
      await page.waitForLoadState('networkidle');
      // Hydrated: rendering afresh would have replaced the prerendered page.
      expect(await keptParsedPage(page)).toBe(true);
      // After hydration the language link keeps the visit's query.
      await expect(page.getByRole('link', { name: /^EN/ }).first()).toHaveAttribute(
        'href',
        `/en${visit}`,
      );
    });
  }

  test('the scripts start at the first paint: none is requested before it, each is requested', async ({
    page,
  }) => {
    await page.goto('/tentang');
    await waitForPage(page);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/js\/(runtime|app|react-dom|main)\./.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    // webpack's runtime is part of main, not a script of its own (webpack.config.js).
    expect(scripts.map((s) => s.name.replace(/.*\/|\..*/g, '')).sort()).toEqual([
      'app',
      'main',
      'react-dom',
    ]);
    for (const script of scripts)
      expect(script.start, script.name).toBeGreaterThanOrEqual(firstPaint);
  });

  test("each script is fetched once: the app's and react-dom's chunks, started with main, are not fetched again by import()", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/js/')) requested.push(pathname);
    });
    await page.goto('/tentang');
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    const started = (
      (await page.locator('script[data-scripts]').getAttribute('data-scripts')) ?? ''
    )
      .split(' ')
      .filter(Boolean);
    expect(started.some((file) => /\/react-dom\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
    expect(started.some((file) => /\/app\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
    expect(started.at(-1)).toMatch(/\/main\.[0-9a-f]{8}\.js$/);
    for (const file of started)
      expect(
        requested.filter((url) => url === file),
        file,
      ).toHaveLength(1);
    expect(requested.length, 'no script twice').toBe(new Set(requested).size);
  });

  test('an English visitor on an Indonesian URL is moved to the English page, without a warning', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    const html = await (await page.request.get('/tentang')).text();
    expect(html).toContain('Tentang Segara Digital');
    for (const [pathname, heading] of [
      ['/tentang', 'About Segara Digital'],
      ['/blog', 'All posts'],
      ['/kontak', 'Contact'],
      ['/tentang/bantuan', 'Help & FAQs'],
    ] as const) {
      await page.goto(pathname);
      await expect(page).toHaveURL(new RegExp(`/en${pathname}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.waitForLoadState('networkidle');
    }
    expect(problems.list).toEqual([]);
    await context.close();
  });
});

test.describe('the staff strings (staff.json, docs/language.md#the-staff-strings)', () => {
  /** The translation namespaces the page's HTML names (it embeds none). */
  async function named(page: Page, pathname: string): Promise<string[]> {
    const html = await (await page.request.get(pathname)).text();
    expect(html).not.toContain('translation-data');
    return /<script type="application\/json" id="router-data"[^>]* data-namespaces="([^"]*)"/
      .exec(html)![1]!
      .split(' ');
  }

  test('no public page names them; the login page does, and hydrates with both files', async ({
    page,
  }) => {
    for (const pathname of ['/home', '/kontak', '/blog', '/en/tentang/karir', '/tentang/bantuan']) {
      expect(await named(page, pathname), pathname).toEqual(['translation']);
    }
    expect(await named(page, '/auth/login')).toEqual(['translation', 'staff']);
    await countRootChanges(page);
    const requested = translationRequests(page);
    await page.goto('/auth/login');
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login staf');
    expect(requested.sort()).toEqual(['/locales/id/staff.json', '/locales/id/translation.json']);
    expect(await changesAfterParse(page)).toBe(0);
  });

  test('from a public page, the way to sign in loads them once, in the language shown', async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    await page.goto('/en/home');
    await waitForPage(page);
    const requested = translationRequests(page);
    // Beranda's top bar (docs/product.md#the-shell).
    await page.getByRole('link', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff login');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual(['/locales/en/staff.json']);
    expect(problems.list).toEqual([]);
  });

  test('an English browser opening the login page sees it in English, its heading never gone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    // From the first paint of the prerendered (Indonesian) heading on, any moment without one.
    await context.addInitScript(() => {
      const seen = { shown: false, lost: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const heading = document.querySelector('main h1');
        if (heading) seen.shown = true;
        else if (seen.shown) seen.lost += 1;
      }).observe(document, { subtree: true, childList: true });
    });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    const requested = translationRequests(page);
    await page.goto('/auth/login');
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff login');
    await page.waitForLoadState('networkidle');
    // Rendered afresh in English: both of the page's namespaces, loaded together, and the
    // fallback language's, as for any page rendered afresh (i18next's fallbackLng).
    expect(requested.sort()).toEqual([
      '/locales/en/staff.json',
      '/locales/en/translation.json',
      '/locales/id/staff.json',
      '/locales/id/translation.json',
    ]);
    const seen = await page.evaluate(() => (window as unknown as { seen: { lost: number } }).seen);
    expect(seen.lost).toBe(0);
    expect(problems.list).toEqual([]);
    await context.close();
  });
});

test.describe('metadata', () => {
  test('every page has a unique title and description, a canonical URL and valid JSON-LD', async ({
    request,
  }) => {
    // Unique within a language: an English page may share its title with its Indonesian twin
    // ("Blog").
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const pathname of PUBLIC_PATHS) {
      const language = pathname.startsWith('/en/') ? 'en' : 'id';
      const html = await (await request.get(pathname)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const title = `${language}: ${/<title>([^<]+)<\/title>/.exec(head)?.[1] ?? ''}`;
      const description = `${language}: ${/<meta name="description" content="([^"]+)"/.exec(head)?.[1] ?? ''}`;
      expect(title, pathname).toMatch(/\S.* — Segara Digital$/);
      expect(description.length, `${pathname}: description`).toBeGreaterThan(34);
      expect(
        titles.get(title),
        `${pathname} repeats the title of ${titles.get(title)}`,
      ).toBeUndefined();
      expect(
        descriptions.get(description),
        `${pathname} repeats the description of ${descriptions.get(description)}`,
      ).toBeUndefined();
      titles.set(title, pathname);
      descriptions.set(description, pathname);

      expect(head, pathname).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${escape(pathname)}"/>`),
      );
      // Every page names its Indonesian version, but one that exists in English only (a tag
      // only English posts carry).
      const indonesian = pathname.replace(/^\/en\//, '/');
      const [lang, own] = PUBLIC_PATHS.includes(indonesian) ? ['id', indonesian] : ['en', pathname];
      expect(head, pathname).toMatch(
        new RegExp(
          `<link rel="alternate" hrefLang="${lang}" href="https?://[^"]+${escape(own)}"/>`,
        ),
      );
      for (const property of ['og:title', 'og:description', 'og:image', 'og:type']) {
        expect(head, `${pathname}: ${property}`).toContain(`property="${property}"`);
      }
      expect(head).toContain('name="twitter:card"');
      for (const [, json] of html.matchAll(
        /<script type="application\/ld\+json">([^<]*)<\/script>/g,
      )) {
        const data = JSON.parse(json ?? '') as { '@context': string; '@type': string };
        expect(data['@context'], pathname).toBe('https://schema.org');
      }
    }
  });

  test('JSON-LD: Organization on Beranda, BlogPosting on posts, JobPosting on careers, BreadcrumbList when nested', async ({
    request,
  }) => {
    const types = async (pathname: string) => {
      const html = await (await request.get(pathname)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        ([, json]) => (JSON.parse(json ?? '') as { '@type': string })['@type'],
      );
    };
    expect(await types('/home')).toContain('Organization');
    const post = PUBLIC_PATHS.find((p) => p.startsWith('/blog/') && !isCategory(p))!;
    expect(await types(post)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    const career = PUBLIC_PATHS.find((p) => p.startsWith('/karir/'))!;
    expect(await types(career)).toEqual(expect.arrayContaining(['JobPosting', 'BreadcrumbList']));
    expect(await types('/tentang/karir')).toContain('BreadcrumbList');
  });

  test('template routes are noindex', async ({ request }) => {
    for (const pathname of TEMPLATE_SAMPLE) {
      const html = await (await request.get(pathname)).text();
      expect(html, pathname).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const query of ['', '?produk=villa-reservasi&keperluan=demo']) {
  test(`what a visitor types into the prerendered contact form at /kontak${query} before the scripts run survives hydration`, async ({
    page,
  }) => {
    // Hold every script until the visitor has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/kontak${query}`, { waitUntil: 'commit' });
    const form = page.locator('#formulir-kontak form');
    await form.getByLabel('Nama').fill('Ketut Cepat');
    await form.getByLabel('Pesan').fill('Saya mengetik sebelum skrip selesai dimuat.');
    release();
    await waitForReact(page);
    // Hydrated: the form now validates with React, and the text is still there.
    await form.getByRole('button', { name: 'Kirim pesan' }).click();
    await expect(form.getByText('Tulis alamat email Anda.')).toBeVisible();
    await expect(form.getByLabel('Nama')).toHaveValue('Ketut Cepat');
    await expect(form.getByLabel('Pesan')).toHaveValue(
      'Saya mengetik sebelum skrip selesai dimuat.',
    );
    // The link's choice, applied once hydrated.
    await expect(form.getByLabel('Produk')).toHaveValue(query ? 'villa-reservasi' : '');
    await expect(form.getByLabel('Keperluan')).toHaveValue(query ? 'demo' : '');
  });
}
