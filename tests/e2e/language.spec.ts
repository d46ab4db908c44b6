// Language (docs/language.md, docs/product.md#constants): English pages at /en/<path>; the
// detection order on Indonesian pages and the move to the English twin; ?lng= both ways; the
// ID/EN switcher keeping query and hash; no translation request and no re-render for a page in
// its own language; canonical and hreflang on every indexable page; link-preview tags in the raw
// HTML; the `Memuat...` loading state.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  changesAfterParse,
  countRootChanges,
  menuToggle,
  postBodyChunk,
  translationRequests,
  waitForPage,
  watchForProblems,
} from './support';

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('i18nextLng'));
const switcher = (page: Page) => page.locator('header.site-header .language-switcher');
const UNTRANSLATED_POST = '/blog/kode-sumber-nomor-surat-desa';

interface Sources {
  query?: string;
  cookie?: string;
  local?: string;
  session?: string;
  /** The browser's language (navigator.languages). */
  locale?: string;
}

/** A fresh visitor whose language sources say what `sources` says, on `pathname`. */
async function visit(
  browser: Browser,
  baseURL: string,
  pathname: string,
  { query, cookie, local, session, locale = 'id-ID' }: Sources,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale });
  if (cookie) await context.addCookies([{ name: 'i18next', value: cookie, url: baseURL }]);
  await context.addInitScript(
    ([localValue, sessionValue]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      if (localValue) localStorage.setItem('i18nextLng', localValue);
      if (sessionValue) sessionStorage.setItem('i18nextLng', sessionValue);
    },
    [local, session],
  );
  const page = await context.newPage();
  await page.goto(`${pathname}${query ? `?lng=${query}` : ''}`);
  await waitForPage(page);
  return { context, page };
}

test.describe('detection order on an Indonesian page: ?lng= → cookie → localStorage → sessionStorage → browser → <html lang>', () => {
  // Each source decides over every later one, and in both directions.
  const cases: [string, Sources, 'en' | 'id'][] = [
    ['?lng=en over the rest', { query: 'en', cookie: 'id', local: 'id', session: 'id' }, 'en'],
    [
      '?lng=id over the rest',
      { query: 'id', cookie: 'en', local: 'en', session: 'en', locale: 'en-US' },
      'id',
    ],
    ['cookie en over storage and browser', { cookie: 'en', local: 'id', session: 'id' }, 'en'],
    [
      'cookie id over storage and browser',
      { cookie: 'id', local: 'en', session: 'en', locale: 'en-US' },
      'id',
    ],
    ['localStorage en over session and browser', { local: 'en', session: 'id' }, 'en'],
    [
      'localStorage id over session and browser',
      { local: 'id', session: 'en', locale: 'en-US' },
      'id',
    ],
    ['sessionStorage en over the browser', { session: 'en' }, 'en'],
    ['sessionStorage id over the browser', { session: 'id', locale: 'en-US' }, 'id'],
    ['the browser en over <html lang>', { locale: 'en-US' }, 'en'],
    ['<html lang> (id) when the browser speaks neither', { locale: 'fr-FR' }, 'id'],
  ];
  for (const [name, sources, expected] of cases) {
    test(name, async ({ browser, baseURL }) => {
      const { context, page } = await visit(browser, baseURL!, '/tentang', sources);
      if (expected === 'en') {
        await expect(page).toHaveURL(/\/en\/tentang$/);
        await expect(menuToggle(page, 'Company')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      } else {
        await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveURL(/\/tentang(\?lng=id)?$/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      }
      // The move replaces the history entry: Back leaves the site, not to the Indonesian URL.
      // Awaited by URL: goBack() resolves on any navigation, and the router's start on the
      // English page (history.replaceState) may come first.
      await page.goBack();
      await expect(page).toHaveURL('about:blank');
      await context.close();
    });
  }
});

test('?lng=en on an Indonesian page goes to the twin and remembers it; ?lng=id comes back', async ({
  page,
}) => {
  await page.goto('/kontak?lng=en');
  await waitForPage(page);
  await expect(page).toHaveURL(/\/en\/kontak$/);
  await expect(menuToggle(page, 'Company')).toBeVisible();
  expect(await storedLanguage(page)).toBe('en');

  // Remembered: the Indonesian URL now moves to English by itself.
  await page.goto('/kontak');
  await waitForPage(page);
  await expect(page).toHaveURL(/\/en\/kontak$/);

  await page.goto('/en/kontak?lng=id');
  await waitForPage(page);
  await expect(page).toHaveURL(/\/kontak$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  expect(await storedLanguage(page)).toBe('id');

  // An English page stays English for a visitor who prefers Indonesian: the URL decides.
  await page.goto('/en/kontak');
  await waitForPage(page);
  await expect(menuToggle(page, 'Company')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/en\/kontak$/);
});

test('the switcher goes to the twin in both directions, keeping query and hash', async ({
  page,
}) => {
  await page.goto('/tentang/karir?ref=menu#lowongan');
  await waitForPage(page);
  const en = switcher(page).getByRole('link', { name: /^EN\b/ });
  await expect(switcher(page).getByRole('link', { name: /^ID\b/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await en.click();
  await expect(page).toHaveURL(/\/en\/tentang\/karir\?ref=menu#lowongan$/);
  await expect(menuToggle(page, 'Company')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(en).toHaveAttribute('aria-current', 'true');
  expect(await storedLanguage(page)).toBe('en');

  await switcher(page).getByRole('link', { name: /^ID\b/ }).click();
  await expect(page).toHaveURL(/\/tentang\/karir\?ref=menu#lowongan$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  expect(await storedLanguage(page)).toBe('id');

  await page.reload();
  await waitForPage(page);
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  await expect(page).not.toHaveURL(/\/en\//);
});

// i18next's language changes in the twin's loader, before React renders the twin: the page on
// screen and its frame read their language through React, so they keep it until then, and a
// part still hydrating meanwhile matches its HTML
// (docs/language.md#2-routes-one-table-two-languages). Held here by the English post's chunk.
test('the page on screen keeps its language until the twin renders', async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto('/blog/qris-dinamis-untuk-kasir-warung');
  await waitForPage(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const englishBody = postBodyChunk('qris-dinamis-untuk-kasir-warung', 'en');
  await page.route(
    (url) => url.pathname === englishBody,
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  const footer = page.getByRole('contentinfo');
  const home = page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', {
    name: 'Beranda',
    exact: true,
  });
  await switcher(page).getByRole('link', { name: /^EN\b/ }).click();
  // i18next is in English now: the twin's translations are loaded.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(home).toBeVisible();
  await expect(footer).toContainText('Hak cipta dilindungi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Menerima QRIS dinamis');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Accepting dynamic QRIS');
  await expect(page).toHaveURL(/\/en\/blog\//);
  await expect(footer).toContainText('All rights reserved');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  expect(problems.list, problems.list.join('\n')).toEqual([]);
});

test('switching loads the other translation file once, with a version, asking for JSON', async ({
  page,
}) => {
  await page.goto('/kontak');
  await waitForPage(page);
  const request = page.waitForRequest((r) =>
    new URL(r.url()).pathname.endsWith('/locales/en/translation.json'),
  );
  await switcher(page).getByRole('link', { name: /^EN\b/ }).click();
  const translation = await request;
  expect(new URL(translation.url()).searchParams.get('v')).toBeTruthy();
  expect((await translation.allHeaders())['accept']).toBe('application/json');
  expect((await translation.response())?.status()).toBe(200);
  await expect(menuToggle(page, 'Company')).toBeVisible();
});

for (const [visitor, locale, lng, pathname, menu] of [
  ['an Indonesian visitor', 'id-ID', 'id', '/kontak', 'Perusahaan'],
  ['an English visitor', 'en-US', 'en', '/en/kontak', 'Company'],
] as const) {
  test(`${visitor} on a page in their language gets no re-render, and only its translations`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale });
    await countRootChanges(context);
    const page = await context.newPage();
    const requested = translationRequests(page);
    const loaded = await page.goto(pathname);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    await expect(menuToggle(page, menu)).toBeVisible();
    expect(loaded?.status()).toBe(200);
    // The page's own language only: i18next falls back to it, never to the other one.
    expect(requested).toEqual([`/locales/${lng}/translation.json`]);
    await expect(page).toHaveURL(new RegExp(`${pathname}$`));
    // Hydration changes no text.
    expect(await changesAfterParse(page)).toBe(0);
    await context.close();
  });
}

test('a post written in Indonesian only has no English page', async ({ page, request }) => {
  const english = await request.get(`/en${UNTRANSLATED_POST}`);
  expect(english.status()).toBe(404);
  const html = await (await request.get(UNTRANSLATED_POST)).text();
  expect(html).not.toContain('<link rel="alternate" hrefLang="en"');

  // An English visitor stays on it (there is nowhere to move); the switcher offers the blog.
  await page.goto(`/en${UNTRANSLATED_POST}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto(`${UNTRANSLATED_POST}?lng=en`);
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(new RegExp(`${UNTRANSLATED_POST}\\?lng=en$`));
  await expect(switcher(page).getByRole('link', { name: /^EN\b/ })).toHaveAttribute(
    'href',
    /^\/en\/blog\?lng=en$/,
  );
});

/** Every prerendered page with alternates: build/**\/index.html outside the single-URL sections. */
function indexablePages(): string[] {
  const build = path.resolve(process.env.BUILD_DIR || 'build');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html' && dir !== build) {
        found.push(`/${path.relative(build, dir).split(path.sep).join('/')}`);
      }
    }
  };
  walk(build);
  return found.filter((p) => !/^\/(en\/)?(auth|docs|landing|pages)\//.test(p));
}

test('canonical and hreflang agree on every indexable page in both languages', async ({
  request,
}) => {
  const pages = indexablePages();
  expect(pages.length).toBeGreaterThan(80);
  const english = new Set(pages.filter((p) => p.startsWith('/en/')));
  const links = (html: string, rel: string) =>
    [
      ...html.matchAll(
        new RegExp(`<link rel="${rel}"(?: hrefLang="([^"]+)")? href="([^"]+)"`, 'g'),
      ),
    ].map((m) => ({ lang: m[1], path: new URL(m[2]!).pathname }));
  for (const pathname of pages) {
    const html = await (await request.get(pathname)).text();
    const indonesian = pathname.replace(/^\/en(?=\/)/, '');
    const twin = `/en${indonesian}`;
    expect(links(html, 'canonical'), pathname).toEqual([{ lang: undefined, path: pathname }]);
    const alternates = links(html, 'alternate');
    // A page may exist in English only (a tag only English posts carry): then x-default is it.
    const hasIndonesian = pages.includes(indonesian);
    const expected = [
      ...(hasIndonesian ? [{ lang: 'id', path: indonesian }] : []),
      ...(english.has(twin) ? [{ lang: 'en', path: twin }] : []),
      { lang: 'x-default', path: hasIndonesian ? indonesian : twin },
    ];
    expect(alternates, pathname).toEqual(expected);
    expect(html, pathname).toContain(`<html lang="${pathname.startsWith('/en/') ? 'en' : 'id'}"`);
  }
});

test("link previews are in the page's language in the raw HTML, before any script runs", async ({
  request,
}) => {
  const en = JSON.parse(fs.readFileSync('public/locales/en/translation.json', 'utf8')) as {
    meta: { titleTemplate: string };
  };
  const suffix = en.meta.titleTemplate.replace('{{title}}', '');
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  const english = await (await request.get('/en/tentang/karir')).text();
  expect(english).toContain('<html lang="en"');
  expect(meta(english, 'og:locale')).toBe('en_US');
  expect(meta(english, 'og:title')).toMatch(/^Careers/);
  expect(meta(english, 'og:title')).toContain(suffix.trim());
  expect(meta(english, 'og:url')).toMatch(/\/en\/tentang\/karir$/);
  expect(meta(english, 'og:description')).not.toMatch(/\b(kami|dan|yang)\b/);
  const indonesian = await (await request.get('/tentang/karir')).text();
  expect(indonesian).toContain('<html lang="id"');
  expect(meta(indonesian, 'og:locale')).toBe('id_ID');
  expect(meta(indonesian, 'og:title')).toMatch(/^Karir/);
});

test('an unsupported ?lng= leaves an Indonesian visitor in Indonesian', async ({ page }) => {
  await page.goto('/kontak?lng=xx');
  await waitForPage(page);
  await expect(menuToggle(page, 'Perusahaan')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.locator('main h1')).toHaveText('Kontak');
});

test('"Memuat..." is shown while a page chunk loads', async ({ page }) => {
  await page.goto('/home');
  await waitForPage(page);
  await page.waitForLoadState('networkidle');

  // The Kontak page's chunk (the one that exports its route) is held until the test has seen the
  // spinner: what arrives late is the page, whatever the machine's speed. Every other script
  // passes: on a slow machine React may still be fetching the footer's code, and a navigation
  // waits until the footer has hydrated.
  let contactChunkHeld = false;
  let releaseContactChunk = () => {};
  const contactChunkArrives = new Promise<void>((resolve) => (releaseContactChunk = resolve));
  await page.route('**/static/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (/contactRoute:\(\)=>/.test(body)) {
      contactChunkHeld = true;
      await contactChunkArrives;
    }
    await route.fulfill({ response, body });
  });

  await page
    .locator('header.site-header')
    .getByRole('link', { name: 'Kontak', exact: true })
    .click();
  await expect(page.locator('text=Memuat...').first()).toBeVisible();
  // The spinner shows as the navigation starts, before the handler has read the chunk.
  await expect.poll(() => contactChunkHeld, "the Kontak page's chunk was held").toBe(true);
  await expect(page.locator('text=Memuat...').first()).toBeVisible();
  releaseContactChunk();
  await expect(page.locator('main h1')).toHaveText('Kontak', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/kontak$/);
  await expect(page.locator('text=Memuat...')).toHaveCount(0);
  // Scripts still on their way through the handler finish before the page closes, which would
  // dispose of the response they read.
  await page.unrouteAll({ behavior: 'wait' });
});
