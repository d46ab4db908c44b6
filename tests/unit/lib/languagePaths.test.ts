import {
  hasLanguageTwin,
  isSitePath,
  languageOfPath,
  localizePath,
  pathInLanguage,
  stripLanguage,
  type PageLanguages,
} from '../../../src/lib/languagePaths';
import { paths } from '../../../src/lib/paths';

/** The addresses of issue 22: each once led an English visitor to http://evil.example/. */
const OFFSITE_PATHNAMES = [
  '//evil.example',
  '/\\evil.example',
  '///evil.example',
  '//evil.example/kontak',
  '/en//evil.example',
  '/en/\\evil.example',
  '/\t/evil.example',
  '/en/\n/evil.example',
];

const bothLanguages: PageLanguages = { languages: ['id', 'en'], parent: paths.home };

/** Where a browser on this site would go for `href`. */
const originOf = (href: string) => new URL(href, 'https://segara.test/tentang').origin;

describe('language paths', () => {
  it.each([
    ['/en', 'en'],
    ['/en/home', 'en'],
    ['/en/blog/a-post', 'en'],
    ['/home', 'id'],
    ['/english-lessons', 'id'],
    ['/enx/home', 'id'],
    ['/', 'id'],
  ])('%s is in %s', (pathname, language) => {
    expect(languageOfPath(pathname)).toBe(language);
  });

  it.each([
    ['/en/blog', '/blog'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/blog', '/blog'],
    ['/enlighten', '/enlighten'],
  ])('strips %s to %s', (pathname, stripped) => {
    expect(stripLanguage(pathname)).toBe(stripped);
  });

  it('keeps auth, admin and template sections at one URL', () => {
    for (const path of ['/auth/login', '/pages/account/dashboard', '/docs/colors', '/landing/app'])
      expect(hasLanguageTwin(path)).toBe(false);
    for (const path of ['/home', '/tentang/karir', '/blog/x', '/kontak', '/'])
      expect(hasLanguageTwin(path)).toBe(true);
  });

  it.each([
    ['/home', 'en', '/en/home'],
    ['/blog?page=2#top', 'en', '/en/blog?page=2#top'],
    ['/', 'en', '/en'],
    ['/en/home', 'en', '/en/home'],
    ['/auth/login', 'en', '/auth/login'],
    ['/docs/colors', 'en', '/docs/colors'],
    ['https://example.com/x', 'en', 'https://example.com/x'],
    ['//example.com/x', 'en', '//example.com/x'],
    ['mailto:a@b.co', 'en', 'mailto:a@b.co'],
    ['#main', 'en', '#main'],
    ['/home', 'id', '/home'],
  ] as const)('localizes %s in %s as %s', (path, language, localized) => {
    expect(localizePath(path, language)).toBe(localized);
  });

  it.each(OFFSITE_PATHNAMES)('%j is no site path', (pathname) => {
    expect(isSitePath(pathname)).toBe(false);
    // What the browser makes of it, once any /en is gone: another host, which is why.
    expect(originOf(pathname.replace(/^\/en/, ''))).toBe('https://evil.example');
  });

  it.each(['/', '/home', '/en', '/en/blog', '/blog?page=2', '/a//b', '/a/\\b'])(
    '%j is a site path',
    (path) => {
      expect(isSitePath(path)).toBe(true);
      expect(originOf(path)).toBe('https://segara.test');
    },
  );

  it.each(OFFSITE_PATHNAMES)(
    '%j is never made into another host by stripLanguage or localizePath',
    (pathname) => {
      for (const path of [
        stripLanguage(pathname),
        localizePath(stripLanguage(pathname), 'en'),
        localizePath(stripLanguage(pathname), 'id'),
      ])
        expect(originOf(path) === 'https://segara.test' || path === pathname).toBe(true);
      expect(originOf(stripLanguage(pathname))).toBe(originOf(pathname));
    },
  );

  it.each(OFFSITE_PATHNAMES)(
    "%j is shown in either language at the parent's path, on this site",
    (pathname) => {
      for (const language of ['id', 'en'] as const) {
        const target = pathInLanguage(pathname, language, bothLanguages);
        expect(target).toBe(localizePath(paths.home, language));
        expect(originOf(target)).toBe('https://segara.test');
      }
    },
  );
});

describe('pathInLanguage', () => {
  it('goes to the twin of a page that exists in the language, keeping single-URL pages', () => {
    expect(pathInLanguage('/tentang/karir', 'en', bothLanguages)).toBe('/en/tentang/karir');
    expect(pathInLanguage('/en/tentang/karir', 'id', bothLanguages)).toBe('/tentang/karir');
    expect(pathInLanguage('/en', 'id', bothLanguages)).toBe('/');
    expect(pathInLanguage('/auth/login', 'en', bothLanguages)).toBe('/auth/login');
  });

  it("goes to the route's parent where the page lacks the language", () => {
    const indonesianTag: PageLanguages = { languages: ['id'], parent: paths.blog };
    expect(pathInLanguage('/blog/tag/pembayaran', 'en', indonesianTag)).toBe('/en/blog');
    expect(pathInLanguage('/blog/tag/pembayaran', 'id', indonesianTag)).toBe(
      '/blog/tag/pembayaran',
    );
    const englishTag: PageLanguages = { languages: ['en'], parent: paths.blog };
    expect(pathInLanguage('/en/blog/tag/payments', 'id', englishTag)).toBe('/blog');
    expect(pathInLanguage('/en/blog/tag/payments', 'en', englishTag)).toBe('/en/blog/tag/payments');
  });

  it('leads from the not-found page, which exists in no language, to Beranda in both', () => {
    const notFound: PageLanguages = { languages: [], parent: paths.home };
    for (const pathname of ['/404', '/halaman-yang-tidak-ada', '/en/halaman-yang-tidak-ada']) {
      expect(pathInLanguage(pathname, 'id', notFound)).toBe('/home');
      expect(pathInLanguage(pathname, 'en', notFound)).toBe('/en/home');
    }
  });
});
