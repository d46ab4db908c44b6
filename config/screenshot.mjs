// Takes a full-page screenshot of a URL in Debian's Chromium, at phone or desktop width:
//   node config/screenshot.mjs http://localhost:3000/tentang /tmp/tentang-375.png 375
// A fourth argument N takes only the viewport after scrolling N pixels, instead of the full page.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const [url, out, width = '1280', scroll] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node config/screenshot.mjs URL OUT.png [WIDTH]');
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
page.on('console', (msg) => {
  if (msg.type() === 'error') console.error('console error:', msg.text());
});
await page.goto(url, { waitUntil: 'networkidle' });
if (scroll !== undefined) {
  await page.evaluate((y) => globalThis.scrollTo(0, y), Number(scroll));
  await page.waitForTimeout(400);
}
await page.screenshot({ path: out, fullPage: scroll === undefined });
await browser.close();
console.log(out);
