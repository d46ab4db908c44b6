// The not-found page's suggestions (docs/product.md#the-not-found-page): the pages closest to a
// mistyped path, ranked over the site's real page list in the page's language.
import {
  editDistance,
  searchGuess,
  suggestPages,
} from '../../../../src/app/pages/notFound/pageSuggestions';
import { sitePages } from '../../../../src/app/pages/notFound/sitePages';
import {
  englishPrerenderPaths,
  prerenderPaths,
} from '../../../../src/app/prerender/prerenderPaths';
import { localizePath } from '../../../../src/lib/languagePaths';
import { createTestI18n } from '../../renderWithProviders';

const QRIS_POST = '/blog/qris-dinamis-untuk-kasir-warung';
const translators = { id: createTestI18n('id'), en: createTestI18n('en') };
const pagesIn = (lng: 'id' | 'en') => sitePages(lng, (key: string) => translators[lng].t(key));
const suggested = (typed: string, lng: 'id' | 'en' = 'id') =>
  suggestPages(typed, pagesIn(lng)).map((page) => page.path);

describe('editDistance', () => {
  it.each([
    ['blg', 'blog', 1],
    ['qris', 'qris', 0],
    ['kontka', 'kontak', 2],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => expect(editDistance(a, b)).toBe(distance));
});

describe('the page list', () => {
  it('holds only pages the build prerenders, in the language asked for', () => {
    const indonesian = new Set(prerenderPaths());
    for (const page of pagesIn('id'))
      expect([page.path, indonesian.has(page.path)]).toEqual([page.path, true]);
    const english = new Set(englishPrerenderPaths());
    for (const page of pagesIn('en')) {
      const path = localizePath(page.path, 'en');
      expect([path, english.has(path)]).toEqual([path, true]);
    }
  });

  it('names every page in its language, each path once', () => {
    for (const lng of ['id', 'en'] as const) {
      const pages = pagesIn(lng);
      expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
      for (const page of pages) expect(page.title).not.toMatch(/^(nav|blogCategory)\./);
    }
    expect(pagesIn('id').find((page) => page.path === '/produk')?.title).toBe(
      'Semua produk & harga',
    );
    expect(pagesIn('en').find((page) => page.path === '/produk')?.title).toBe(
      'All products & prices',
    );
  });
});

describe('suggestPages', () => {
  it('/blg/qris: the QRIS post and the blog come first', () => {
    expect(suggested('/blg/qris').slice(0, 2)).toEqual([QRIS_POST, '/blog']);
  });

  it('/en/blg/qris: the same pages, with their English titles', () => {
    const pages = suggestPages('/en/blg/qris', pagesIn('en'));
    expect(pages.slice(0, 2).map((page) => page.path)).toEqual([QRIS_POST, '/blog']);
    expect(pages[0]!.title).toMatch(/QRIS/);
    expect(pages[0]!.title).not.toBe(pagesIn('id').find((page) => page.path === QRIS_POST)!.title);
  });

  it.each([
    ['/kontka', '/kontak'],
    ['/tentang/karier', '/tentang/karir'],
    ['/produk/kasir', '/produk/kasir-warung'],
    ['/produk-kasir', '/produk/kasir-warung'],
    ['/studi-kasus/kopi', '/studi-kasus/kasir-kopi-tepi-danau'],
    ['/tentang/semuatim', '/tentang/semua-tim'],
    ['/BLOG/Tutorial', '/blog/tutorial'],
  ])('%s suggests %s first', (typed, first) => {
    expect(suggested(typed)[0]).toBe(first);
  });

  it('suggests nothing for a path like no page, and at most four pages', () => {
    expect(suggested('/zzqxw')).toEqual([]);
    expect(suggested('/')).toEqual([]);
    expect(suggested('/blog/x').length).toBeLessThanOrEqual(4);
  });

  it('leaves out a post without English from the English suggestions', () => {
    const indonesianOnly = '/blog/layanan-tetap-jalan-saat-nyepi';
    expect(suggested('/blog/nyepi')).toContain(indonesianOnly);
    expect(suggested('/en/blog/nyepi', 'en')).not.toContain(indonesianOnly);
  });

  it('reads an encoded or malformed path without failing', () => {
    expect(suggested('/blog/%71ris')[0]).toBe(QRIS_POST);
    expect(() => suggested('/blog/%E0%A4%A')).not.toThrow();
  });
});

describe('searchGuess', () => {
  it.each([
    ['/blg/qris', 'qris'],
    ['/en/blog/printer-struk', 'printer struk'],
    ['/', ''],
  ])('%s → “%s”', (typed, guess) => expect(searchGuess(typed)).toBe(guess));
});
