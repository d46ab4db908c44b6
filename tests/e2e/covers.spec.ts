// Issue 16: each post's generated cover (on its card, on its page, as its share image) and the
// blog's RSS feeds (the whole blog's and each category's, linked in the head and visibly), in
// both languages, at 375 and 1280 px. Each case study's generated share image, in the
// prerendered HTML and once hydrated (docs/content.md#covers).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { caseStudies } from '../../src/content/caseStudies';
import { paths } from '../../src/lib/paths';
import { waitForPage, watchForProblems } from './support';

const POST = 'qris-dinamis-untuk-kasir-warung';
const LANGUAGES = [
  { lng: 'id', prefix: '', subscribe: 'Langganan RSS', category: 'Langganan RSS Tutorial' },
  {
    lng: 'en',
    prefix: '/en',
    subscribe: 'Subscribe via RSS',
    category: 'Subscribe to Tutorials via RSS',
  },
] as const;

/** Scrolls each image into view (cards load theirs lazily) and waits until it has loaded. */
async function expectLoaded(images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function sources(images: Locator) {
  return images.evaluateAll((all) => all.map((img) => img.getAttribute('src')));
}

/**
 * Fetches a share image by its absolute URL (on the site's origin): a 200 PNG of 1200×630
 * (from its IHDR chunk), cached as immutable like every hashed file.
 */
async function expectSharePng(request: APIRequestContext, url: string) {
  const png = await request.get(new URL(url).pathname);
  expect(png.status(), url).toBe(200);
  expect(png.headers()['content-type'], url).toBe('image/png');
  expect(png.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  const bytes = await png.body();
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

/** The page's share images: og:image, twitter:image and the JSON-LD `type`'s `image`. */
async function shareImages(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((item) => item['@type'] === type);
  return {
    og: await page.locator('meta[property="og:image"]').getAttribute('content'),
    twitter: await page.locator('meta[name="twitter:image"]').getAttribute('content'),
    jsonLd: data?.image,
  };
}

/** The RSS links in the page's head: [href, title]. */
async function headFeeds(page: Page): Promise<{ href: string | null; title: string | null }[]> {
  return page
    .locator('head link[rel="alternate"][type="application/rss+xml"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href'), title: link.getAttribute('title') })),
    );
}

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { lng, prefix, subscribe, category } of LANGUAGES) {
      test(`${lng}: every card on the blog shows its own cover, loaded`, async ({ page }) => {
        const problems = watchForProblems(page);
        await page.goto(`${prefix}/blog`);
        const covers = page.locator('article.post-card img.post-cover');
        await expect(covers).toHaveCount(9);
        await expectLoaded(covers);
        const srcs = await sources(covers);
        expect(new Set(srcs).size).toBe(srcs.length);
        for (const src of srcs)
          expect(src).toMatch(/^\/static\/media\/covers\/[a-z0-9-]+\.[0-9a-f]{8}-1200\.webp$/);
        // The browser took a WebP of the srcset, served as one and cached as immutable.
        const shown = await covers.first().evaluate((img) => (img as HTMLImageElement).currentSrc);
        expect(shown).toMatch(/-(400|800|1200)\.webp$/);
        const webp = await page.request.get(shown);
        expect(webp.headers()['content-type']).toBe('image/webp');
        expect(webp.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        // The first row is fetched at once; the rest when they come near the viewport.
        expect(await covers.first().getAttribute('loading')).toBe('eager');
        expect(await covers.last().getAttribute('loading')).toBe('lazy');
        expect(problems.list).toEqual([]);
      });

      test(`${lng}: a post shows its cover and shares it as a 1200×630 PNG`, async ({
        page,
        request,
      }) => {
        const problems = watchForProblems(page);
        await page.goto(`${prefix}/blog`);
        const card = page
          .locator('article.post-card')
          .filter({ has: page.locator(`a[href="${prefix}/blog/${POST}"]`) });
        const cardCover = await card.locator('img.post-cover').getAttribute('src');

        await page.goto(`${prefix}/blog/${POST}`);
        const hero = page.locator('img.post-cover-hero');
        await expectLoaded(hero);
        // The same cover on its card and its page, in both languages (one file per post).
        expect(await hero.getAttribute('src')).toBe(cardCover);
        expect(await hero.getAttribute('loading')).not.toBe('lazy');
        const box = (await hero.boundingBox())!;
        expect(Math.abs(box.width / box.height - 1200 / 630)).toBeLessThan(0.02);
        await expectLoaded(page.locator('article.post-card img.post-cover'));

        const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(ogImage).toMatch(
          new RegExp(`^https://[^/]+/static/media/covers/${POST}\\.[0-9a-f]{8}\\.png$`),
        );
        expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(
          ogImage,
        );
        expect(ogImage!.replace(/\.png$/, '-1200.webp').replace(/^https:\/\/[^/]+/, '')).toBe(
          cardCover,
        );
        await expectSharePng(request, ogImage!);
        expect(problems.list).toEqual([]);
      });

      test(`${lng}: the blog links its feed visibly and in the head, served as RSS`, async ({
        page,
        request,
      }) => {
        await page.goto(`${prefix}/blog`);
        const feed = `${prefix}/rss.xml`;
        await expect(page.getByRole('main').getByRole('link', { name: subscribe })).toHaveAttribute(
          'href',
          feed,
        );
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: subscribe }),
        ).toHaveAttribute('href', feed);
        expect((await headFeeds(page)).map(({ href }) => href)).toEqual([feed]);
        const response = await request.get(feed);
        expect(response.headers()['content-type']).toMatch(/xml/);
        const xml = await response.text();
        expect(xml).toContain('<rss version="2.0"');
        expect(xml).toContain(`<language>${lng}</language>`);
      });

      test(`${lng}: a category page links its own feed, which lists only its posts`, async ({
        page,
        request,
      }) => {
        await page.goto(`${prefix}/blog/tutorial`);
        const feed = `${prefix}/blog/tutorial/rss.xml`;
        const visible = page.getByRole('main').getByRole('link', { name: category });
        await expect(visible).toBeVisible();
        await expect(visible).toHaveAttribute('href', feed);
        const head = await headFeeds(page);
        expect(head.map(({ href }) => href)).toEqual([feed, `${prefix}/rss.xml`]);
        expect(head[0]!.title).toMatch(/: Tutorials?$/);
        // The footer keeps the whole blog's feed.
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: subscribe }),
        ).toHaveAttribute('href', `${prefix}/rss.xml`);

        const response = await request.get(feed);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/xml/);
        const xml = await response.text();
        expect(xml).toMatch(new RegExp(`<atom:link href="https://[^"]+${feed}" rel="self"`));
        const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
          link: new URL(/<link>([^<]+)<\/link>/.exec(item!)![1]!).pathname,
          category: /<category>([^<]+)<\/category>/.exec(item!)![1],
        }));
        expect(new Set(items.map((item) => item.category))).toEqual(new Set(['tutorial']));
        // The category's posts written in this language: the cards linking to this language's pages.
        const cardLinks = await page
          .locator('article.post-card a.stretched-link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(items.map((item) => item.link)).toEqual(
          cardLinks.filter((href) => href!.startsWith(`${prefix}/blog/`)),
        );
      });
    }
  });
}

const SHARE_IMAGE =
  /^https:\/\/[^/]+\/static\/media\/covers\/case-studies\/([a-z0-9-]+)\.[0-9a-f]{8}\.png$/;

test.describe('case studies', () => {
  for (const { slug } of caseStudies) {
    test(`${slug}: shares its own 1200×630 PNG, in the HTML and once hydrated, in both languages`, async ({
      page,
      request,
    }) => {
      const problems = watchForProblems(page);
      const seen: (string | undefined)[] = [];
      for (const prefix of ['', '/en']) {
        const url = `${prefix}${paths.caseStudy(slug)}`;
        // What a crawler reads: the prerendered HTML, before any script runs.
        const html = await (await request.get(url)).text();
        const prerendered = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
        expect(prerendered, url).toMatch(SHARE_IMAGE);
        expect(SHARE_IMAGE.exec(prerendered!)![1]).toBe(slug);

        await page.goto(url);
        await waitForPage(page);
        const images = await shareImages(page, 'Article');
        expect(images, url).toEqual({ og: prerendered, twitter: prerendered, jsonLd: prerendered });
        seen.push(prerendered);
      }
      // The English twin shares the Indonesian page's picture: one file per case study.
      expect(seen[1]).toBe(seen[0]);
      await expectSharePng(request, seen[0]!);
      expect(problems.list).toEqual([]);
    });
  }

  test('no two case studies share a share image', async ({ request }) => {
    const images = [];
    for (const { slug } of caseStudies) {
      const html = await (await request.get(paths.caseStudy(slug))).text();
      images.push(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]);
    }
    expect(images).toHaveLength(caseStudies.length);
    expect(new Set(images).size).toBe(caseStudies.length);
  });
});
