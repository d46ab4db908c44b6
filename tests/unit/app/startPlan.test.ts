// How a page starts (src/app/startPlan.ts): hydrate or render afresh, and in which language.
import { planStart, urlLanguage, type PageAtStart } from '../../../src/app/startPlan';
import { bestLanguage } from '../../../src/lib/i18n';

/** A prerendered page visited at the URL it was rendered for. */
const page = (over: Partial<PageAtStart> = {}): PageAtStart => ({
  pathname: '/tentang',
  search: '',
  htmlLanguage: 'id',
  prerenderedPath: '/tentang',
  hasTranslation: true,
  ...over,
});

describe('planStart', () => {
  it('hydrates a prerendered page in the language its URL names', () => {
    expect(planStart(page())).toEqual({ mode: 'hydrate', language: 'id', overPrerendered: true });
    expect(
      planStart(
        page({ pathname: '/en/tentang', prerenderedPath: '/en/tentang', htmlLanguage: 'en' }),
      ),
    ).toEqual({ mode: 'hydrate', language: 'en', overPrerendered: true });
  });

  it('ignores the visitor on a page whose URL names the language (the move to the twin comes later)', () => {
    expect(planStart(page(), 'en')).toMatchObject({ mode: 'hydrate', language: 'id' });
  });

  it('hydrates with ?lng= in the query, which only picks a language', () => {
    expect(planStart(page({ search: '?lng=en' }))).toMatchObject({ mode: 'hydrate' });
  });

  it('hydrates with campaign tags in the query, which only analytics reads', () => {
    for (const search of [
      '?fbclid=IwAR0abc',
      '?utm_source=instagram&utm_medium=social&utm_campaign=kasir',
      '?gclid=Cj0K&lng=en',
      '?igshid=x&ttclid=y&msclkid=z&wbraid=w',
    ]) {
      expect({ search, ...planStart(page({ search })) }).toMatchObject({ search, mode: 'hydrate' });
    }
    expect(planStart(page({ search: '?fbclid=x&page=2' }))).toMatchObject({ mode: 'render' });
    expect(planStart(page({ search: '?utm=x' }))).toMatchObject({ mode: 'render' });
  });

  it("hydrates with what the site's own links add and their pages read once hydrated", () => {
    const contact = { pathname: '/kontak', prerenderedPath: '/kontak' };
    const blog = { pathname: '/blog', prerenderedPath: '/blog' };
    for (const visit of [
      { ...contact, search: '?produk=segara-kasir&keperluan=demo' },
      { ...contact, search: '?keperluan=harga&fbclid=x' },
      { ...blog, search: '?q=qris' },
      { ...blog, search: '?q=' },
    ]) {
      expect({ ...visit, ...planStart(page(visit)) }).toMatchObject({ ...visit, mode: 'hydrate' });
    }
    expect(planStart(page({ ...blog, search: '?q=qris&page=2' }))).toMatchObject({
      mode: 'render',
    });
  });

  it('renders afresh over the HTML when the query may change the page (a blog page number)', () => {
    expect(
      planStart(page({ pathname: '/blog', prerenderedPath: '/blog', search: '?page=2' })),
    ).toEqual({ mode: 'render', language: 'id', overPrerendered: true });
  });

  it('renders afresh when the HTML was rendered for another path (404.html answers unknown ones)', () => {
    expect(planStart(page({ pathname: '/blg/qris', prerenderedPath: '/404' }))).toEqual({
      mode: 'render',
      language: 'id',
      overPrerendered: true,
    });
  });

  it('renders the English not-found page afresh over the Indonesian 404.html', () => {
    expect(
      planStart(page({ pathname: '/en/nope', prerenderedPath: '/en/nope', htmlLanguage: 'id' })),
    ).toEqual({ mode: 'render', language: 'en', overPrerendered: true });
  });

  it('renders afresh without the HTML translations (nothing to hydrate with)', () => {
    expect(planStart(page({ hasTranslation: false }))).toMatchObject({ mode: 'render' });
  });

  it('renders the app shell (auth and admin routes) in the visitor language', () => {
    expect(
      planStart(
        page({
          pathname: '/pages/account/dashboard',
          prerenderedPath: undefined,
          hasTranslation: false,
        }),
        'en',
      ),
    ).toEqual({ mode: 'render', language: 'en', overPrerendered: false });
  });

  it('hydrates a prerendered single-URL page when the visitor reads its language, else renders it in theirs', () => {
    const login = page({ pathname: '/auth/login', prerenderedPath: '/auth/login' });
    expect(planStart(login, 'id')).toMatchObject({ mode: 'hydrate', language: 'id' });
    expect(planStart(login, 'en')).toEqual({
      mode: 'render',
      language: 'en',
      overPrerendered: true,
    });
  });

  it('falls back to Indonesian when a single-URL page has no visitor language', () => {
    expect(
      planStart(page({ pathname: '/docs/introduction', prerenderedPath: '/docs/introduction' })),
    ).toMatchObject({
      language: 'id',
    });
  });
});

describe('urlLanguage', () => {
  it('names the language of a page with a twin, none for a single-URL page', () => {
    expect(urlLanguage('/home')).toBe('id');
    expect(urlLanguage('/en/blog/tutorial')).toBe('en');
    expect(urlLanguage('/auth/login')).toBeUndefined();
    expect(urlLanguage('/landing/app')).toBeUndefined();
  });
});

describe('bestLanguage', () => {
  it("takes the first answer whose language the site speaks, as i18next's languageOnly does", () => {
    expect(bestLanguage(['en-US', 'id'])).toBe('en');
    expect(bestLanguage(['fr-FR', 'ID-id', 'en'])).toBe('id');
    expect(bestLanguage(['en_GB'])).toBe('en');
    expect(bestLanguage(['fr', 'de'])).toBe('id');
    expect(bestLanguage([])).toBe('id');
  });
});
