// The entries of build/sitemap.xml (src/app/prerender/sitemap.ts).
import { allPosts } from '../../../../src/content/blog/blogIndex';
import {
  englishPrerenderPaths,
  prerenderPaths,
} from '../../../../src/app/prerender/prerenderPaths';
import { sitemapEntries, templatePaths } from '../../../../src/app/prerender/sitemap';
import { DOCS_PAGES, LANDING_DEMOS, paths, TEMPLATE_PAGES } from '../../../../src/lib/paths';
import { absoluteUrl } from '../../../../src/lib/site';

const BUILD_DAY = '2030-01-31';
const entries = sitemapEntries(BUILD_DAY);
const entryOf = (pathname: string) => entries.find((entry) => entry.loc === absoluteUrl(pathname));
const lastmod = (pathname: string) => entryOf(pathname)?.lastmod;
const hreflangs = (pathname: string) =>
  Object.fromEntries(entryOf(pathname)!.alternates.map((a) => [a.hreflang, a.href]));

/** Indonesian pages in the sitemap: every prerendered page but template material and login. */
const templateMaterial = [
  ...DOCS_PAGES.map(paths.docs),
  ...LANDING_DEMOS.map(paths.landing),
  ...TEMPLATE_PAGES.map(paths.templatePage),
];
const indonesianPaths = prerenderPaths().filter(
  (pathname) => !templateMaterial.includes(pathname) && pathname !== paths.auth.login,
);
const untranslatedPost = allPosts.find((post) => !post.versions.en)!;
const translatedPost = allPosts.find((post) => post.versions.en)!;

describe('templatePaths', () => {
  it('are the docs, the landing demos and the template pages, as the route table says', () => {
    expect(templatePaths().sort()).toEqual([...templateMaterial].sort());
  });
});

describe('sitemapEntries', () => {
  it('lists every Indonesian page but template material and the login page, each followed by its English twin, then the English pages without one', () => {
    const english = new Set(englishPrerenderPaths());
    const indonesian = new Set(indonesianPaths);
    const expected = [
      ...indonesianPaths.flatMap((pathname) =>
        english.has(`/en${pathname}`) ? [pathname, `/en${pathname}`] : [pathname],
      ),
      ...[...english].filter((pathname) => !indonesian.has(pathname.slice('/en'.length))),
    ];
    expect(entries.map((entry) => entry.loc)).toEqual(expected.map(absoluteUrl));
    expect(new Set(entries.map((entry) => entry.loc)).size).toBe(entries.length);
    for (const pathname of ['/home', '/tentang/karir', '/kontak', '/blog', '/blog/acara']) {
      expect(entryOf(`/en${pathname}`)).toBeDefined();
    }
  });

  it("dates a post by its own date, the blog's lists by the newest post, the rest by the build day", () => {
    const [newest, older] = allPosts;
    expect(lastmod(paths.blogPost(older!.id))).toBe(older!.date);
    expect(lastmod(paths.blog)).toBe(newest!.date);
    expect(lastmod(paths.blogCategory('tutorial'))).toBe(newest!.date);
    expect(lastmod(paths.home)).toBe(BUILD_DAY);
    expect(lastmod(paths.company.about)).toBe(BUILD_DAY);
    // An English twin changes with its Indonesian page.
    expect(lastmod(`/en${paths.blogPost(translatedPost.id)}`)).toBe(translatedPost.date);
    expect(lastmod('/en/blog')).toBe(newest!.date);
    expect(lastmod('/en/home')).toBe(BUILD_DAY);
  });

  it('gives both language versions of a page the same alternates: id, en and x-default (Indonesian)', () => {
    const expected = {
      id: absoluteUrl('/tentang/karir'),
      en: absoluteUrl('/en/tentang/karir'),
      'x-default': absoluteUrl('/tentang/karir'),
    };
    expect(hreflangs('/tentang/karir')).toEqual(expected);
    expect(hreflangs('/en/tentang/karir')).toEqual(expected);
    const post = paths.blogPost(translatedPost.id);
    expect(hreflangs(`/en${post}`)).toEqual({
      id: absoluteUrl(post),
      en: absoluteUrl(`/en${post}`),
      'x-default': absoluteUrl(post),
    });
  });

  it('lists an Indonesian-only post once, with no en alternate', () => {
    const post = paths.blogPost(untranslatedPost.id);
    expect(entryOf(`/en${post}`)).toBeUndefined();
    expect(hreflangs(post)).toEqual({ id: absoluteUrl(post), 'x-default': absoluteUrl(post) });
  });

  it('lists tag pages, with an alternate only where the tag exists in both languages', () => {
    // `qris` is a tag of both versions of a post; `pembayaran` Indonesian only, `payments` English only.
    expect(hreflangs('/blog/tag/qris')).toEqual({
      id: absoluteUrl('/blog/tag/qris'),
      en: absoluteUrl('/en/blog/tag/qris'),
      'x-default': absoluteUrl('/blog/tag/qris'),
    });
    expect(hreflangs('/blog/tag/pembayaran')).toEqual({
      id: absoluteUrl('/blog/tag/pembayaran'),
      'x-default': absoluteUrl('/blog/tag/pembayaran'),
    });
    expect(entryOf('/en/blog/tag/pembayaran')).toBeUndefined();
    expect(hreflangs('/en/blog/tag/payments')).toEqual({
      en: absoluteUrl('/en/blog/tag/payments'),
      'x-default': absoluteUrl('/en/blog/tag/payments'),
    });
    expect(entryOf('/blog/tag/payments')).toBeUndefined();
  });

  it('lists every alternate as a page of the sitemap itself, and every page among its own alternates', () => {
    const locs = new Set(entries.map((entry) => entry.loc));
    for (const entry of entries) {
      expect(entry.alternates.map((a) => a.href)).toContain(entry.loc);
      for (const alternate of entry.alternates) expect(locs).toContain(alternate.href);
    }
  });
});
