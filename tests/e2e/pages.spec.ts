// The company pages each have a title of their own. Each page template's health (one visible
// h1, no sideways scrolling, a clean console) and accessibility: tests/e2e/a11y.spec.ts.
import { expect, test } from '@playwright/test';
import { SITE_TITLE_SUFFIX, waitForPage } from './support';

const PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/home' },
  { name: 'tentang', path: '/tentang' },
  { name: 'tentang-bantuan', path: '/tentang/bantuan' },
  { name: 'tentang-keamanan-privasi', path: '/tentang/keamanan-privasi' },
  { name: 'tentang-sertifikasi', path: '/tentang/sertifikasi' },
  { name: 'studi-kasus', path: '/studi-kasus' },
  { name: 'studi-kasus-detail', path: '/studi-kasus/reservasi-umah-sawah-villas' },
  { name: 'kontak', path: '/kontak' },
];

test('each page has a title of its own', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const { path: pagePath } of PAGES) {
    await page.goto(pagePath);
    await waitForPage(page);
    await expect(page, `title of ${pagePath}`).toHaveTitle(new RegExp(`${SITE_TITLE_SUFFIX}$`));
    const title = await page.title();
    const clash = titles.get(title);
    expect(clash, `${pagePath} has the same title as ${clash ?? ''}: "${title}"`).toBeUndefined();
    titles.set(title, pagePath);
  }
});
