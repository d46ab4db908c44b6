// The site's i18next start (src/lib/i18nInit.ts): a prerendered page starts in its HTML's
// language with the translations it was rendered with, fetched beside its scripts; a page
// rendered in the browser loads first, in its
// URL's language or the detected one. Detection and caching happen only when asked for. The
// backend and detector load on first use.
import type { i18n as I18n } from 'i18next';
import type * as I18nStart from '../../../src/lib/i18nInit';
import idStaff from '../../../public/locales/id/staff.json';
import id from '../../../public/locales/id/translation.json';
import enStaff from '../../../public/locales/en/staff.json';
import en from '../../../public/locales/en/translation.json';

const files: Record<string, Record<string, unknown>> = {
  id: { translation: id, staff: idStaff },
  en: { translation: en, staff: enStaff },
};

type Start = typeof I18nStart;

const requested: string[] = [];
const missing = new Set<string>();

/** Fresh modules (and so a fresh global i18next instance) for each test. */
async function load(): Promise<Start & { i18n: I18n; changes: string[] }> {
  jest.resetModules();
  const start = await import('../../../src/lib/i18nInit');
  const { i18n } = await import('../../../src/lib/i18n');
  const changes: string[] = [];
  i18n.on('languageChanged', (lng: string) => changes.push(lng));
  return { ...start, i18n, changes };
}

function visitorLanguages(...languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(navigator, 'language', { value: languages[0], configurable: true });
}

/** Lets the lazily loaded libraries and the answers to their requests arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  requested.length = 0;
  missing.clear();
  localStorage.clear();
  document.cookie = 'i18next=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
  visitorLanguages('id-ID', 'id');
  global.fetch = jest.fn((url: string) => {
    requested.push(url);
    const [, lng = '', ns = ''] = /\/locales\/(\w+)\/(\w+)\.json/.exec(url) ?? [];
    if (missing.has(lng)) return Promise.resolve(new Response('', { status: 404 }));
    return Promise.resolve(new Response(JSON.stringify(files[lng]?.[ns])));
  }) as unknown as typeof fetch;
});

jest.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('a prerendered page', () => {
  it('starts at once in the HTML language, without a request and without caching it', async () => {
    const { startI18nWith, i18n } = await load();
    startI18nWith('id', { translation: id });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.home')).toBe('Beranda');
    await settle();
    expect(requested).toEqual([]);
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('starts an English page in English, without a request and without caching it', async () => {
    visitorLanguages('id-ID');
    const { startI18nWith, i18n, changes } = await load();
    startI18nWith('en', { translation: en });
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    await settle();
    expect(changes).toEqual(['en']);
    expect(requested).toEqual([]);
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('never caches the language it changes to by itself (a link to a page in the other language)', async () => {
    const { startI18nWith, i18n } = await load();
    startI18nWith('id', { translation: id });
    await i18n.changeLanguage('en');
    await settle();
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });
});

describe("a prerendered page's translations (fetchTranslations)", () => {
  it('are fetched by namespace from the URLs the backend reads, all at once', async () => {
    const { fetchTranslations, startI18nWith, i18n } = await load();
    const bundles = await fetchTranslations('en', ['translation', 'staff']);
    expect(bundles).toEqual({ translation: en, staff: enStaff });
    expect(requested).toEqual([
      expect.stringMatching(/^\/locales\/en\/translation\.json\?v=\w+$/),
      expect.stringMatching(/^\/locales\/en\/staff\.json\?v=\w+$/),
    ]);
    expect(jest.mocked(fetch).mock.calls[0]![1]).toEqual({
      headers: { Accept: 'application/json' },
    });
    // Started with them, i18next asks for nothing more.
    startI18nWith('en', bundles);
    expect(i18n.t('auth.login.title')).toBe(enStaff.auth.login.title);
    await settle();
    expect(requested).toHaveLength(2);
  });

  it('fail as a whole when a file cannot be had', async () => {
    missing.add('en');
    const { fetchTranslations } = await load();
    await expect(fetchTranslations('en', ['translation'])).rejects.toThrow(
      /\/locales\/en\/translation\.json\?v=\w+: 404/,
    );
  });
});

describe("detecting the visitor's language (on an Indonesian page)", () => {
  it('finds an Indonesian visitor without a change or a request, and caches as a fresh start would', async () => {
    const { startI18nWith, detectVisitorLanguage, i18n, changes } = await load();
    startI18nWith('id', { translation: id });
    changes.length = 0;
    await expect(detectVisitorLanguage()).resolves.toBe('id');
    expect(changes).toEqual([]);
    expect(requested).toEqual([]);
    expect(i18n.resolvedLanguage).toBe('id');
    expect(localStorage.getItem('i18nextLng')).toBe('id');
  });

  it('finds an English visitor and caches the language; the page itself does not change', async () => {
    visitorLanguages('en-US', 'en');
    const { startI18nWith, detectVisitorLanguage, i18n, changes } = await load();
    startI18nWith('id', { translation: id });
    changes.length = 0;
    await expect(detectVisitorLanguage()).resolves.toBe('en');
    expect(changes).toEqual([]);
    expect(requested).toEqual([]);
    expect(i18n.resolvedLanguage).toBe('id');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('needs no started i18next: the start plan asks before choosing the language to start in', async () => {
    visitorLanguages('fr-FR', 'en-GB', 'id');
    const { detectVisitorLanguage, i18n } = await load();
    await expect(detectVisitorLanguage()).resolves.toBe('en');
    expect(i18n.isInitialized).toBeFalsy();
  });

  it('follows ?lng= over the browser language', async () => {
    window.history.replaceState(null, '', '/tentang?lng=en');
    const { startI18nWith, detectVisitorLanguage } = await load();
    startI18nWith('id', { translation: id });
    await expect(detectVisitorLanguage()).resolves.toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('ignores an unsupported ?lng= and takes the next source', async () => {
    window.history.replaceState(null, '', '/tentang?lng=fr');
    visitorLanguages('en-GB');
    const { startI18nWith, detectVisitorLanguage } = await load();
    startI18nWith('id', { translation: id });
    await expect(detectVisitorLanguage()).resolves.toBe('en');
  });

  it('falls back to Indonesian for a visitor whose languages the site does not speak', async () => {
    visitorLanguages('fr-FR', 'de');
    document.documentElement.lang = 'xx';
    const { startI18nWith, detectVisitorLanguage } = await load();
    startI18nWith('id', { translation: id });
    await expect(detectVisitorLanguage()).resolves.toBe('id');
    document.documentElement.lang = 'id';
  });
});

describe("the visitor's choice", () => {
  it('is cached at once, and detection then finds it first', async () => {
    visitorLanguages('id-ID');
    const { startI18nWith, rememberLanguage, detectVisitorLanguage } = await load();
    startI18nWith('id', { translation: id });
    await rememberLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    await expect(detectVisitorLanguage()).resolves.toBe('en');
  });

  it('shows Indonesian when the English file is missing', async () => {
    missing.add('en');
    const { startI18nWith, i18n } = await load();
    startI18nWith('id', { translation: id });
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.home')).toBe('Beranda');
    expect(requested).toHaveLength(1); // a 404 is not retried
  });

  it('keeps the HTML language when neither it nor the fallback can be shown otherwise', async () => {
    missing.add('id');
    const { startI18nWith, i18n } = await load();
    startI18nWith('en', { translation: en });
    await i18n.changeLanguage('id');
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
  });
});

describe('the staff strings (their own namespace, staff.json)', () => {
  it("are not in a public page's translations; asked for, they load, then in every language shown", async () => {
    const { startI18nWith, showLanguage, i18n } = await load();
    const { inLanguage } = await import('../../../src/lib/i18n');
    startI18nWith('id', { translation: id });
    expect(i18n.exists('auth.login.title')).toBe(false);
    // Asked for through the frame's fixed-language copy, as the account area reads it.
    await inLanguage(i18n, 'id').loadNamespaces('staff');
    // Looked up by the same key as before the split: staff is the fallback namespace.
    expect(i18n.t('auth.login.title')).toBe(idStaff.auth.login.title);
    expect(requested).toEqual([expect.stringMatching(/^\/locales\/id\/staff\.json\?v=/)]);
    await showLanguage('en');
    expect(i18n.t('auth.login.title')).toBe(enStaff.auth.login.title);
    expect(requested.map((url) => url.replace(/\?.*/, '')).sort()).toEqual([
      '/locales/en/staff.json',
      '/locales/en/translation.json',
      '/locales/id/staff.json',
    ]);
  });

  it('come with the page where it was rendered with them (the login page), no further request', async () => {
    const { startI18nWith, i18n } = await load();
    startI18nWith('id', { translation: id, staff: idStaff });
    await i18n.loadNamespaces('staff');
    expect(i18n.t('auth.login.title')).toBe(idStaff.auth.login.title);
    await settle();
    expect(requested).toEqual([]);
  });
});

describe('a page rendered in the browser', () => {
  it('in the language its URL names: loads that (and the fallback), without detecting or caching', async () => {
    visitorLanguages('id-ID');
    const { startI18n, i18n } = await load();
    await startI18n('en');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(requested).toContainEqual(
      expect.stringMatching(/^\/locales\/en\/translation\.json\?v=/),
    );
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('on a single-URL page: the detected language, remembered, is the one loaded before it is ready', async () => {
    visitorLanguages('en-US');
    const { startI18n, detectVisitorLanguage, i18n } = await load();
    const language = await detectVisitorLanguage();
    expect(language).toBe('en');
    await startI18n(language);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(requested.some((url) => url.startsWith('/locales/en/translation.json?v='))).toBe(true);
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('starts once', async () => {
    const { startI18n, startI18nWith, i18n } = await load();
    const first = startI18n('id');
    expect(startI18n('id')).toBe(first);
    await first;
    startI18nWith('en', { translation: en }); // ignored: already started
    expect(i18n.resolvedLanguage).toBe('id');
  });
});
