// Issue 16's reading tools on a post, in both languages at 375 and 1280 px: the table of
// contents (sticky beside the text, collapsible above it on phones, the current section
// highlighted), heading anchors, the code blocks' copy button (mouse and keyboard, announced),
// share (fallback links, and the Web Share API where the browser has it), tag pages (list,
// 404, sitemap) and BlogPosting's dateModified.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { scanWithAxe, waitForPage, watchForProblems } from './support';

const POST_ID = 'qris-dinamis-untuk-kasir-warung';
const POST_FILE = (lng: string) => path.join('src/content/blog/posts', `${POST_ID}.${lng}.md`);

const LANGUAGES = [
  {
    lng: 'id',
    prefix: '',
    toc: 'Daftar isi',
    anchor: 'Tautan ke bagian ini',
    copyCode: 'Salin kode',
    copied: 'Disalin',
    linkCopied: 'Tautan disalin',
    share: 'Bagikan',
    copyLink: 'Salin tautan',
    newTab: '(membuka tab baru)',
    tag: 'qris',
    tagTitle: 'Artikel dengan tag #qris',
    notFound: 'Halaman tidak ditemukan',
  },
  {
    lng: 'en',
    prefix: '/en',
    toc: 'On this page',
    anchor: 'Link to this section',
    copyCode: 'Copy code',
    copied: 'Copied',
    linkCopied: 'Link copied',
    share: 'Share',
    copyLink: 'Copy link',
    newTab: '(opens in a new tab)',
    tag: 'payments',
    tagTitle: 'Articles tagged #payments',
    notFound: 'Page not found',
  },
] as const;

/** The fenced code blocks of a post's Markdown file, exactly as written (no closing newline). */
function codeBlocks(lng: string): string[] {
  const source = fs.readFileSync(POST_FILE(lng), 'utf8');
  return [...source.matchAll(/^```[^\n]*\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!);
}

/** The day the post's file last changed (git), as the build reads it. */
function lastChange(lng: string): string {
  return execFileSync('git', ['log', '-1', '--format=%cs', '--', POST_FILE(lng)], {
    encoding: 'utf8',
  }).trim();
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const clearClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText(''));
/** What share hands on: the post's canonical address (the site's origin, not the test server). */
const canonicalUrl = (page: Page) =>
  page.locator('link[rel="canonical"]').getAttribute('href') as Promise<string>;
/** The reading tools' polite live region (added when they attach after hydration). */
const liveRegion = (page: Page) => page.locator('#reading-tools-status[role="status"]');

async function openPost(page: Page, prefix: string) {
  await page.goto(`${prefix}/blog/${POST_ID}`);
  await waitForPage(page);
  // The tools are attached: the copy buttons show.
  await expect(page.locator('.code-copy').first()).toBeVisible();
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const width of [375, 1280] as const) {
  for (const words of LANGUAGES) {
    const { lng, prefix } = words;
    test.describe(`${lng} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the table of contents lists the sections and highlights the one being read', async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        await openPost(page, prefix);
        const headings = page.locator('.post-body .post-heading > h2');
        await expect(headings).toHaveCount(5);
        // On phones, a <details> named by its summary; from lg, a navigation landmark.
        const toc =
          width === 375
            ? page.locator('details.post-toc')
            : page.getByRole('navigation', { name: words.toc });
        if (width === 375) {
          // Collapsed above the text; opens with a tap.
          await expect(toc.locator('summary')).toHaveText(words.toc);
          await expect(toc.getByRole('link').first()).toBeHidden();
          await toc.locator('summary').click();
          await expect(toc.getByRole('link').first()).toBeVisible();
          await expect(page.getByRole('navigation', { name: words.toc })).toBeHidden();
        } else {
          await expect(toc).toBeVisible();
          await expect(page.locator('details.post-toc')).toBeHidden();
          await expect(page.locator('.post-toc-aside')).toHaveCSS('position', 'sticky');
        }
        const links = toc.getByRole('link');
        await expect(links).toHaveCount(5);
        const third = headings.nth(2);
        const id = await third.getAttribute('id');
        await expect(links.nth(2)).toHaveAttribute('href', `#${id}`);
        await expect(links.nth(2)).toHaveText((await third.textContent())!);

        // Read the third section: it becomes the current one, alone.
        await third.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        await expect(links.nth(2)).toHaveAttribute('aria-current', 'true');
        await expect(toc.locator('[aria-current]')).toHaveCount(1);
        if (width === 1280) await expect(toc).toBeInViewport();
        // Following a link of the list goes to its section.
        await third.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await links.nth(3).click();
        await expect(page).toHaveURL(new RegExp(`#${await headings.nth(3).getAttribute('id')}$`));
        await expect(links.nth(3)).toHaveAttribute('aria-current', 'true');
        expect(problems.list).toEqual([]);
      });

      test('each section heading has a link anchor that copies its address', async ({ page }) => {
        await openPost(page, prefix);
        const heading = page.locator('.post-body .post-heading > h2').nth(1);
        const id = (await heading.getAttribute('id'))!;
        expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const text = (await heading.textContent())!;
        // The heading's own name stays its text.
        await expect(
          page.getByRole('heading', { level: 2, name: text, exact: true }),
        ).toBeVisible();
        const anchor = page.getByRole('link', { name: `${words.anchor}: ${text}`, exact: true });
        await expect(anchor).toHaveAttribute('href', `#${id}`);
        // Hidden until hover or focus, reachable by keyboard.
        await expect(anchor).toHaveCSS('opacity', '0');
        await anchor.focus();
        await expect(anchor).toHaveCSS('opacity', '1');
        await anchor.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/blog/${POST_ID}#${id}$`));
        await expect.poll(() => readClipboard(page)).toBe(page.url());
        await expect(liveRegion(page)).toHaveText(words.linkCopied);
      });

      test('a code block shows its language and copies its exact code, by mouse and keyboard', async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        await openPost(page, prefix);
        const [first, second] = codeBlocks(lng);
        const frames = page.locator('.post-body .code-frame');
        await expect(frames).toHaveCount(2);
        await expect(frames.first().locator('.code-frame-language')).toHaveText('TypeScript');

        await clearClipboard(page);
        const button = frames.first().getByRole('button', { name: words.copyCode });
        await button.click();
        await expect.poll(() => readClipboard(page)).toBe(first);
        await expect(liveRegion(page)).toHaveText(words.copied);
        await expect(frames.first().locator('.code-copy')).toHaveText(words.copied);

        // By keyboard: Tab from the first block's code reaches the second block's button.
        await clearClipboard(page);
        await frames.nth(1).getByRole('button', { name: words.copyCode }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => readClipboard(page)).toBe(second);
        await clearClipboard(page);
        await page.keyboard.press('Space');
        await expect.poll(() => readClipboard(page)).toBe(second);
        await expect(liveRegion(page)).toHaveText(words.copied);
        expect(problems.list).toEqual([]);
      });

      test('share falls back to WhatsApp, LinkedIn, X and copy-link', async ({ page }) => {
        await openPost(page, prefix);
        const url = await canonicalUrl(page);
        const share = page.getByRole('group', { name: words.share });
        await expect(share).toBeVisible();
        const expected = {
          WhatsApp: 'https://wa.me/?text=',
          LinkedIn: 'https://www.linkedin.com/sharing/share-offsite/?url=',
          X: 'https://x.com/intent/tweet?text=',
        };
        for (const [name, start] of Object.entries(expected)) {
          const link = share.getByRole('link', { name: `${name} ${words.newTab}` });
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          const href = (await link.getAttribute('href'))!;
          expect(href.startsWith(start)).toBe(true);
          expect(decodeURIComponent(href)).toContain(url);
        }
        await clearClipboard(page);
        await share.getByRole('button', { name: words.copyLink }).click();
        await expect.poll(() => readClipboard(page)).toBe(url);
        await expect(liveRegion(page)).toHaveText(words.linkCopied);
      });

      test('share uses the Web Share API where the browser has it', async ({ page }) => {
        await page.addInitScript(() => {
          const calls: ShareData[] = [];
          Object.assign(window, { shareCalls: calls });
          Object.defineProperty(navigator, 'share', {
            value: (data: ShareData) => {
              calls.push(data);
              return Promise.resolve();
            },
          });
        });
        await openPost(page, prefix);
        const share = page.getByRole('group', { name: words.share });
        await expect(share.getByRole('link')).toHaveCount(0);
        await share.getByRole('button', { name: words.share }).click();
        const calls = await page.evaluate(
          () => (window as unknown as { shareCalls: ShareData[] }).shareCalls,
        );
        expect(calls).toHaveLength(1);
        expect(calls[0]!.url).toBe(await canonicalUrl(page));
        expect(calls[0]!.title).toBe(await page.getByRole('heading', { level: 1 }).textContent());
      });

      test("a post's tags lead to their tag pages; an unknown tag is not found", async ({
        page,
      }) => {
        const problems = watchForProblems(page);
        await openPost(page, prefix);
        await page.getByRole('link', { name: `#${words.tag}`, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/blog/tag/${words.tag}$`));
        await expect(page.getByRole('heading', { level: 1, name: words.tagTitle })).toBeVisible();
        await expect(page.getByRole('article').getByRole('heading', { level: 2 })).not.toHaveCount(
          0,
        );
        // Prerendered: the page's own HTML already lists the posts.
        const response = await page.request.get(`${prefix}/blog/tag/${words.tag}`);
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain(POST_ID);
        // The other language's tags have no page here, nor has an unknown tag.
        const other = lng === 'id' ? 'payments' : 'pembayaran';
        for (const tag of ['tidak-ada', other]) {
          const answer = await page.goto(`${prefix}/blog/tag/${tag}`);
          expect(answer?.status()).toBe(404);
          await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
        }
        const results = await scanWithAxe(page);
        expect(results.violations).toEqual([]);
        expect(problems.list).toEqual([]);
      });

      test('BlogPosting carries dateModified, never before datePublished', async ({ page }) => {
        await page.goto(`${prefix}/blog/${POST_ID}`);
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const posting = blocks
          .map((text) => JSON.parse(text) as Record<string, string>)
          .find((data) => data['@type'] === 'BlogPosting')!;
        expect(posting.datePublished).toBe('2026-11-18');
        const changed = lastChange(lng);
        expect(posting.dateModified).toBe(
          changed > posting.datePublished! ? changed : posting.datePublished,
        );
      });

      test('the post with its reading tools is accessible', async ({ page }) => {
        await openPost(page, prefix);
        if (width === 375) await page.locator('details.post-toc summary').click();
        await expect(page.getByRole('group', { name: words.share })).toBeVisible();
        const results = await scanWithAxe(page);
        expect(results.violations).toEqual([]);
      });
    });
  }
}

test('the sitemap lists tag pages, with an alternate where the tag exists in both languages', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = (loc: string) =>
    new RegExp(`<url>\\s*<loc>https?://[^/<]+${loc}</loc>[\\s\\S]*?</url>`).exec(sitemap)?.[0];
  expect(entry('/blog/tag/qris')).toContain('hreflang="en"');
  expect(entry('/en/blog/tag/qris')).toBeDefined();
  expect(entry('/blog/tag/pembayaran')).not.toContain('hreflang="en"');
  expect(entry('/en/blog/tag/payments')).toBeDefined();
  expect(entry('/blog/tag/payments')).toBeUndefined();
});
