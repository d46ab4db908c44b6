// Shared helpers of the browser suite: what a healthy page load looks like, and the shell's
// landmarks, found the way a visitor finds them (roles and accessible names) where possible.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PROJECT_ID } from '../../config/emulators/demo.mjs';
import { FIRESTORE_EMULATOR } from '../../config/emulators/ports.mjs';
import type * as Seed from '../../config/emulators/seed.mjs';
import { renderDeferredContent, waitForStableLayout } from '../../config/renderDeferred.mjs';

export const SITE_TITLE_SUFFIX = '— Segara Digital';

/**
 * Counts every change inside #root from the moment each document exists, and how many of them
 * the parser made (its insertions end at DOMContentLoaded; the scripts start after it), and
 * keeps #root's first element as parsed. Read with changesAfterParse() and keptParsedPage().
 * (React sets <title> again to the same text while hydrating; that is not a change of the page.)
 */
export async function countRootChanges(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { rootChanges: number; parsed: number; parsedTop?: Element };
    w.rootChanges = 0;
    document.addEventListener('DOMContentLoaded', () => {
      w.parsed = w.rootChanges;
      w.parsedTop = document.getElementById('root')?.firstElementChild ?? undefined;
    });
    new MutationObserver((records) => {
      w.rootChanges += records.filter((r) => {
        const element = r.target instanceof Element ? r.target : r.target.parentElement;
        return element?.closest('#root') !== null;
      }).length;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The changes inside #root since the parser finished (countRootChanges()): none where React
 * hydrated the prerendered page, many where it rendered it afresh.
 */
export async function changesAfterParse(page: Page): Promise<number> {
  const { parsed, rootChanges } = await page.evaluate(() => {
    const w = window as unknown as { rootChanges: number; parsed: number };
    return { parsed: w.parsed, rootChanges: w.rootChanges };
  });
  expect(parsed, 'the parser inserted the page').toBeGreaterThan(0);
  return rootChanges - parsed;
}

/** Every translation file `page` asks for from now on, by path. */
export function translationRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/locales/')) requested.push(pathname);
  });
  return requested;
}

/**
 * Whether #root's first element is still the one the parser made (countRootChanges()): React
 * hydrated the prerendered page in place, where rendering afresh replaces it, even on a page
 * that then changes a part of itself (the blog showing a search's results).
 */
export async function keptParsedPage(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const { parsedTop } = window as unknown as { parsedTop?: Element };
    return !!parsedTop && document.getElementById('root')?.firstElementChild === parsedTop;
  });
}

/** The build the suite tests (playwright.config.ts serves it). */
export const buildDir = path.resolve(process.env.BUILD_DIR || 'build');

let postBodies: Map<string, string> | undefined;

/** The build's script chunks holding a post's body (unnamed: config/markdown/blogIndex.mjs), by path. */
function postBodyFiles(): Map<string, string> {
  if (postBodies) return postBodies;
  const dir = path.join(buildDir, 'static/js');
  postBodies = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    // The post's Markdown front matter, compiled: `attributes:{id:"…",title:"…"`.
    if (/attributes:\{id:"/.test(code)) postBodies.set(`/static/js/${file}`, code);
  }
  return postBodies;
}

/** Whether `pathname` is a post body's chunk. */
export function isPostBody(pathname: string): boolean {
  return postBodyFiles().has(pathname);
}

/**
 * The path of the chunk holding post `id`'s body in `language`: the one whose front matter
 * carries the title of the post's prerendered page in that language.
 */
export function postBodyChunk(id: string, language: 'id' | 'en'): string {
  const page = path.join(buildDir, language === 'en' ? 'en' : '', 'blog', id, 'index.html');
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(readFileSync(page, 'utf8'))?.[1] ?? '';
  const title = heading
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
  const front = `attributes:{id:${JSON.stringify(id)},title:${JSON.stringify(title)}`;
  const found = [...postBodyFiles()].filter(([, code]) => code.includes(front));
  if (found.length !== 1) throw new Error(`${found.length} body chunks for ${id} (${language})`);
  return found[0]![0];
}

/** The size of a prerendered page's HTML. */
function builtSize(pathname: string): number {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  return statSync(path.join(buildDir, ...parts, 'index.html')).size;
}

/**
 * The route table's prerendered routes, each with its pattern (`/blog/:id`), the paths the build
 * rendered of it and whether search engines see them (src/app/prerender/prerenderPaths.ts).
 */
export interface PrerenderedRoute {
  route: string;
  paths: string[];
  index: true | false | 'template';
  template: string;
}

export function prerenderedRoutes(): PrerenderedRoute[] {
  return JSON.parse(
    readFileSync(path.join('.prerender', path.basename(buildDir), 'routes.json'), 'utf8'),
  ) as PrerenderedRoute[];
}

/**
 * One prerendered page of each page template, in both languages: of a route, or of the routes
 * whose handles name one template (the docs, the blog's categories). The build lists each
 * route's pages (.prerender/<build>/routes.json, written by config/prerender/prerender.mjs);
 * of several this takes the largest page, the one with the most kinds of content. `indexed`
 * keeps the routes search engines see (the sitemap's), without the login page and template
 * material.
 */
export function prerenderedTemplates({ indexed = false } = {}): string[] {
  const pagesByTemplate = new Map<string, string[]>();
  for (const route of prerenderedRoutes()) {
    if (indexed && route.index !== true) continue;
    pagesByTemplate.set(route.template, [
      ...(pagesByTemplate.get(route.template) ?? []),
      ...route.paths,
    ]);
  }
  return [...pagesByTemplate.values()].map((pages) =>
    pages.reduce((largest, page) => (builtSize(page) > builtSize(largest) ? page : largest)),
  );
}

/** Things that went wrong while a page was open: console errors, uncaught errors, failed requests. */
export interface PageProblems {
  readonly list: string[];
}

/**
 * Starts recording problems on `page`: `console.error`, uncaught exceptions, and requests
 * to the site's own origin that failed or were answered with 4xx/5xx. Call before `goto`.
 */
export function watchForProblems(page: Page): PageProblems {
  const list: string[] = [];
  const ownOrigin = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(url);

  page.on('console', (message) => {
    if (message.type() === 'error') {
      if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
      const where = message.location();
      list.push(`console.error: ${message.text()} (${where.url}:${where.lineNumber})`);
    }
  });
  page.on('pageerror', (error) => list.push(`uncaught: ${error.name}: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the page itself cancelled the request (it navigated on while the idle-time
    // Firebase chunks were still loading), not a failure of the site.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (ownOrigin(request.url())) {
      list.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
    }
  });
  page.on('response', (response) => {
    // An unknown path's page is answered 404 on purpose (build/404.html); its console line too.
    if (response.request().resourceType() === 'document' && response.status() === 404) return;
    if (ownOrigin(response.url()) && response.status() >= 400) {
      list.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return { list };
}

/** The site's header (the main navbar lives in it). */
export function siteHeader(page: Page): Locator {
  return page.locator('header.site-header');
}

/** `target` is in view with its top below the sticky header's bottom: nothing of it is covered. */
export async function expectBelowHeader(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const header = await siteHeader(page).boundingBox();
  const box = await target.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
}

/**
 * A menu toggle of the main navigation (Perusahaan, Blog) by its visible label: a `<details>`'s
 * `<summary>`, which browsers expose as a button but Playwright's role queries do not know.
 */
export function menuToggle(page: Page, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return siteHeader(page).locator('details > summary').filter({ hasText: exact });
}

/** The list a menu toggle opens (its `aria-controls`). */
export async function menuOf(page: Page, toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute('aria-controls');
  expect(id, 'a menu toggle names the menu it controls (aria-controls)').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/**
 * Waits until the route's content (not the `Memuat...` spinner) is shown in `<main>` and React
 * has taken the page over (hydrated the prerendered HTML or rendered the app shell): the
 * `data-hydrated` mark src/app/startApp.tsx puts on `<html>`. A prerendered page is visible a
 * moment before it responds; a tap on a part React has not hydrated yet makes React hydrate it
 * first, then handle the tap.
 */
export async function waitForPage(page: Page): Promise<void> {
  await expect(
    page.locator('main > :not(.page-loading, script, link, meta, title)').first(),
  ).toBeVisible({
    timeout: 10_000,
  });
  await waitForReact(page);
}

export async function waitForReact(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 10_000 });
}

/** Scrolls the window to `y` and waits until the scroll has happened and been rendered. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  // Two frames: the scroll listener has run and React has committed whatever it changed.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Scrolls to the end of the page and stays there: sections deferred until they near the screen
 * (content-visibility) take their real height as they arrive, so the end moves until it holds.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const root = document.documentElement;
        window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
      }),
    )
    .toBe(true);
}

/**
 * Brings `target` on screen the way a person scrolling there sees it: still. Playwright's click
 * jumps to its target, and the sections deferred until they near the screen (content-visibility)
 * then take their real height under the pointer: a link at the end of Beranda moved between
 * mousedown and mouseup, so the click landed beside it. A person scrolls through those sections,
 * which render before they arrive. Call it before a click far down a page.
 */
export async function scrollIntoViewAndSettle(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await waitForStableLayout(target.page());
}

/** The axe rules the suite holds every page to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every axe scan of the suite: on a settled page — React has taken it over, the deferred
 * (content-visibility) blocks are rendered and the layout holds still — so the scan reads the
 * layout a person sees, not placeholders that shift under it (config/renderDeferred.mjs).
 * `tags: 'all'` runs every rule axe has. Legacy mode runs axe in the page itself instead of
 * opening a blank page per scan to merge the frames' results: 0.5–1 s less a scan, the same
 * results, and only cross-origin frames left out, which the site has none of (a11y.spec.ts
 * proves its same-origin frames are still scanned). Only the violations are collected in full
 * (axe's `resultTypes`): axe then builds a selector for one passing node per rule, not for every
 * one, the slowest part of a scan on a long page; `{ passes: true }` collects them all.
 */
export async function scanWithAxe(
  page: Page,
  tags: readonly string[] | 'all' = WCAG_AA_TAGS,
  { passes = false } = {},
): ReturnType<AxeBuilder['analyze']> {
  await waitForReact(page);
  await renderDeferredContent(page);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (!passes) builder.options({ resultTypes: ['violations'] });
  return (tags === 'all' ? builder : builder.withTags([...tags])).analyze();
}

/**
 * config/emulators/seed.mjs (accounts and profiles written straight into the emulators), loaded as
 * native ESM: a static import would go through Playwright's CommonJS transform, and Node 20.19+,
 * which loads a required .mjs as ESM, then fails with "exports is not defined in ES module scope".
 */
export async function emulatorSeed(): Promise<typeof Seed> {
  const file = path.resolve(__dirname, '../../config/emulators/seed.mjs');
  return (await import(pathToFileURL(file).href)) as typeof Seed;
}

/** The `owner` token bypasses the rules, on the emulators only. */
export const EMULATOR_OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** The string fields of every stored contact message with `subject`, read past the rules. */
export async function storedMessages(
  subject: string,
): Promise<Record<string, string | undefined>[]> {
  const response = await fetch(
    `${FIRESTORE_EMULATOR.origin}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: EMULATOR_OWNER,
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'messages' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'subject' },
              op: 'EQUAL',
              value: { stringValue: subject },
            },
          },
        },
      }),
    },
  );
  const rows = (await response.json()) as {
    document?: { fields: Record<string, { stringValue?: string }> };
  }[];
  return rows.flatMap((row) =>
    row.document
      ? [
          Object.fromEntries(
            Object.entries(row.document.fields).map(([key, value]) => [key, value.stringValue]),
          ),
        ]
      : [],
  );
}

/** Signs in with the seeded admin demo account and waits for the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  const { admin } = DEMO_ACCOUNTS;
  await page.goto('/auth/login');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Kata sandi', { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/pages\/account\/dashboard$/, { timeout: 15_000 });
}
