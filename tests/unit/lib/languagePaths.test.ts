import {
  hasLanguageTwin,
  languageOfPath,
  localizePath,
  stripLanguage,
} from '../../../src/lib/languagePaths';

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
});
