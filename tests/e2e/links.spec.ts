// Every link resolves (docs/development.md#the-link-check): each prerendered page of the build,
// fetched from the project's own hosting (playwright.config.ts's webServer: config/serve.mjs,
// firebase.json's redirects, cleanUrls and rewrites), has no internal link to a 404, to the
// not-found page or to a `#fragment` its target lacks. No browser; one test per page, so a
// failure names the page and lists its every broken link (tests/e2e/linkCrawl.ts). The detail
// pages of something that does not exist are read in a browser.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_ORIGIN } from '../../src/lib/site';
import { brokenLinksOf, type Fetched } from './linkCrawl';
import { prerenderedRoutes, waitForPage } from './support';

const buildDir = path.resolve(process.env.BUILD_DIR || 'build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

// The prerendered pages at their clean URLs; the app shell (index.html) and 404.html answer
// for other paths.
const SERVED_FOR_OTHER_PATHS = new Set(['index.html', '404.html']);
const pages = htmlFiles(buildDir)
  .map((file) => path.relative(buildDir, file).split(path.sep).join('/'))
  .filter((file) => !SERVED_FOR_OTHER_PATHS.has(file))
  .map((file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`)
  .sort();

// Per worker: every page links the same header and footer targets.
const answers = new Map<string, Promise<Fetched>>();
function fetchWith(request: APIRequestContext) {
  return (url: string): Promise<Fetched> => {
    let answer = answers.get(url);
    if (!answer) {
      answer = request
        .get(url, { maxRedirects: 5, failOnStatusCode: false })
        .then(async (response) => {
          const isHtml = (response.headers()['content-type'] ?? '').includes('text/html');
          return { status: response.status(), html: isHtml ? await response.text() : undefined };
        });
      answers.set(url, answer);
    }
    return answer;
  };
}

test('the build has its prerendered pages', () => {
  expect(pages).toContain('/home');
  expect(pages).toContain('/en/home');
  expect(pages.length).toBeGreaterThan(50);
});

for (const page of pages) {
  test(`every link on ${page} resolves`, async ({ request, baseURL }) => {
    const response = await request.get(page, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const origins = [new URL(baseURL ?? '').origin, new URL(SITE_ORIGIN).origin];
    const broken = await brokenLinksOf(page, await response.text(), origins, fetchWith(request));
    expect(broken.map(({ href, reason }) => `${href}: ${reason}`)).toEqual([]);
  });
}

// A detail page asked for something that does not exist (/blog/tidak-ada, /en/karir/tidak-ada)
// is rendered in the browser, not by the build: its links (the ID/EN switch, the crumbs, the
// not-found page's suggestions) are read from the page as a visitor gets it. One per route
// with a parameter, taken from the route table.
const unknownDetailPages = prerenderedRoutes()
  .filter(({ route }) => route.includes(':'))
  .map(({ route }) => route.replace(/:\w+\??/g, 'tidak-ada-sama-sekali'));

for (const url of unknownDetailPages) {
  test(`every link on ${url} (not found) resolves`, async ({ page, request, baseURL }) => {
    await page.goto(url);
    await waitForPage(page);
    await expect(page.locator('#not-found-title')).toBeVisible();
    const html = await page.content();
    const origins = [new URL(baseURL ?? '').origin, new URL(SITE_ORIGIN).origin];
    const broken = await brokenLinksOf(url, html, origins, fetchWith(request));
    expect(broken.map(({ href, reason }) => `${href}: ${reason}`)).toEqual([]);
  });
}
