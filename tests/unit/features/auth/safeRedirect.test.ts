// After login only same-site paths are followed (docs/architecture.md#state-and-auth: no open redirect).
import { safeRedirectTarget } from '../../../../src/features/auth/safeRedirect';

const FALLBACK = '/home';

describe('safeRedirectTarget', () => {
  it.each<[string, unknown, string]>([
    ['a plain path', '/pages/account/dashboard', '/pages/account/dashboard'],
    ['a path with query and hash', '/blog?page=2#top', '/blog?page=2#top'],
    ['the root', '/', '/'],
    [
      'a router location',
      { pathname: '/pages/account/settings', search: '?tab=1', hash: '#profil' },
      '/pages/account/settings?tab=1#profil',
    ],
    ['a location without search and hash', { pathname: '/kontak' }, '/kontak'],
    ['a path with an encoded slash', '/blog/a%2F%2Fb', '/blog/a%2F%2Fb'],
    ['a protocol-relative URL', '//evil.com', FALLBACK],
    ['a backslash protocol-relative URL', '/\\evil.com', FALLBACK],
    ['an absolute URL', 'https://evil.com/pages', FALLBACK],
    ['a javascript: URL', 'javascript:alert(1)', FALLBACK],
    ['a relative path', 'pages/account', FALLBACK],
    ['a tab that browsers strip', '/\t/evil.com', FALLBACK],
    ['a newline', '/home\n', FALLBACK],
    ['a NUL character', '/home\u0000', FALLBACK],
    ['an empty string', '', FALLBACK],
    ['undefined', undefined, FALLBACK],
    ['null', null, FALLBACK],
    ['a number', 42, FALLBACK],
    ['a location to another site', { pathname: '//evil.com', search: '', hash: '' }, FALLBACK],
    ['a location with a non-string pathname', { pathname: 7 }, FALLBACK],
    ['a location whose search is not a query', { pathname: '/a', search: '/evil' }, FALLBACK],
    ['a location whose hash is not a hash', { pathname: '/a', hash: 'x' }, FALLBACK],
    ['an object without pathname', { from: '/home' }, FALLBACK],
  ])('%s', (_name, from, expected) => {
    expect(safeRedirectTarget(from, FALLBACK)).toBe(expected);
  });
});
