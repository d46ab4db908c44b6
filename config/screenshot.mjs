// Takes a full-page screenshot of a URL in Debian's Chromium, at phone or desktop width, as an
// Indonesian visitor sees it (locale id-ID, Accept-Language id) unless --lang en:
//   node config/screenshot.mjs http://localhost:4173/tentang /tmp/tentang-375.png 375 [--lang en]
// A fourth argument N takes only the viewport after scrolling N pixels, instead of the full page.
// Every section is in a full-page shot: the ones the page defers until they near the viewport
// (content-visibility) are rendered first (config/renderDeferred.mjs); --as-loaded leaves them
// as they loaded (blank placeholders below the first screens). --dark: a system set to dark mode.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { renderDeferredContent, waitForStableLayout } from './renderDeferred.mjs';

/** @type {Record<string, { locale: string; acceptLanguage: string }>} */
const VISITORS = {
  id: { locale: 'id-ID', acceptLanguage: 'id-ID,id' },
  en: { locale: 'en-US', acceptLanguage: 'en-US,en' },
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string', default: 'id' },
    'as-loaded': { type: 'boolean' },
    dark: { type: 'boolean' },
  },
});
const [url, out, width = '1280', scroll] = positionals;
const visitor = VISITORS[values.lang];
if (!url || !out || !visitor) {
  console.error(
    'usage: node config/screenshot.mjs URL OUT.png [WIDTH] [SCROLL_Y] [--lang id|en] [--as-loaded] [--dark]',
  );
  process.exit(2);
}

const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({
  viewport: { width: Number(width), height: 800 },
  locale: visitor.locale,
  extraHTTPHeaders: { 'Accept-Language': visitor.acceptLanguage },
  colorScheme: values.dark ? 'dark' : 'light',
});
const page = await context.newPage();
page.on('console', (msg) => {
  if (msg.type() === 'error') console.error('console error:', msg.text());
});
await page.goto(url, { waitUntil: 'networkidle' });
// The page switches to the visitor's language after hydration when the HTML is in another one.
await page
  .waitForFunction(
    (lang) => globalThis.document.documentElement.lang.startsWith(lang),
    values.lang,
    {
      timeout: 10_000,
    },
  )
  .catch(() => console.error(`warning: the page's <html lang> never became ${values.lang}`));
await page.evaluate(() => globalThis.document.fonts.ready.then(() => undefined));
if (scroll !== undefined) {
  await page.evaluate((y) => globalThis.scrollTo(0, y), Number(scroll));
  await waitForStableLayout(page);
} else if (!values['as-loaded']) {
  await renderDeferredContent(page);
}
await page.screenshot({ path: out, fullPage: scroll === undefined });
await browser.close();
console.log(out);
