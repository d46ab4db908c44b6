// The site's i18next start (src/lib/i18nInit.ts): a prerendered page starts in its HTML's
// language with the embedded translations, then hands over to the visitor's; the app shell
// detects and loads first. The backend and detector load on first use.
import type { i18n as I18n } from 'i18next';
import type * as I18nStart from '../../../src/lib/i18nInit';
import id from '../../../public/locales/id/translation.json';
import en from '../../../public/locales/en/translation.json';

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
    const lng = /\/locales\/(\w+)\//.exec(url)?.[1] ?? '';
    if (missing.has(lng)) return Promise.resolve(new Response('', { status: 404 }));
    return Promise.resolve(new Response(JSON.stringify(lng === 'en' ? en : id)));
  }) as unknown as typeof fetch;
});

jest.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('a prerendered page', () => {
  it('starts at once in the HTML language, without a request and without caching it', async () => {
    const { startI18nWith, i18n } = await load();
    startI18nWith('id', id);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.home')).toBe('Beranda');
    await settle();
    expect(requested).toEqual([]);
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('hands over to an Indonesian visitor without a change or a request, and caches as a fresh start would', async () => {
    const { startI18nWith, handOverToVisitor, i18n, changes } = await load();
    startI18nWith('id', id);
    changes.length = 0;
    await expect(handOverToVisitor()).resolves.toBe('id');
    expect(changes).toEqual([]);
    expect(requested).toEqual([]);
    expect(i18n.resolvedLanguage).toBe('id');
    expect(localStorage.getItem('i18nextLng')).toBe('id-ID');
  });

  it('hands over to an English visitor: loads English and changes once', async () => {
    visitorLanguages('en-US', 'en');
    const { startI18nWith, handOverToVisitor, i18n, changes } = await load();
    startI18nWith('id', id);
    changes.length = 0;
    await expect(handOverToVisitor()).resolves.toBe('en');
    expect(changes).toEqual(['en-US']);
    expect(requested).toEqual([expect.stringMatching(/^\/locales\/en\/translation\.json\?v=/)]);
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
  });

  it('loads the English file, then waits for `beforeChange`, then changes', async () => {
    visitorLanguages('en-US');
    const { startI18nWith, handOverToVisitor, i18n, changes } = await load();
    startI18nWith('id', id);
    changes.length = 0;
    const seen: string[] = [];
    const handOver = handOverToVisitor(async () => {
      seen.push(
        `before: ${i18n.language}, en loaded: ${i18n.hasResourceBundle('en', 'translation')}`,
      );
      seen.push(`cached: ${localStorage.getItem('i18nextLng')}`);
      await settle();
      seen.push(`changes so far: ${changes.length}`);
    });
    await expect(handOver).resolves.toBe('en');
    expect(seen).toEqual(['before: id, en loaded: true', 'cached: en-US', 'changes so far: 0']);
    expect(changes).toEqual(['en-US']);
  });

  it('follows ?lng= over the browser language', async () => {
    window.history.replaceState(null, '', '/tentang?lng=en');
    const { startI18nWith, handOverToVisitor } = await load();
    startI18nWith('id', id);
    await expect(handOverToVisitor()).resolves.toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('keeps a language picked before the hand-over, and caches it then', async () => {
    const { startI18nWith, handOverToVisitor, i18n } = await load();
    startI18nWith('id', id);
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    await expect(handOverToVisitor()).resolves.toBe('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('shows Indonesian when the English file is missing', async () => {
    visitorLanguages('en-US');
    missing.add('en');
    const { startI18nWith, handOverToVisitor, i18n } = await load();
    startI18nWith('id', id);
    await expect(handOverToVisitor()).resolves.toBe('id');
    expect(i18n.t('nav.home')).toBe('Beranda');
    expect(requested).toHaveLength(1); // a 404 is not retried
  });

  it('stays in the HTML language when neither it nor the fallback can be shown otherwise', async () => {
    visitorLanguages('id-ID');
    missing.add('id');
    const { startI18nWith, handOverToVisitor, i18n } = await load();
    startI18nWith('en', en);
    await expect(handOverToVisitor()).resolves.toBe('en');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
  });
});

describe('a page rendered in the browser', () => {
  it('detects the language and loads its translations before it is ready', async () => {
    visitorLanguages('en-US');
    const { startI18n, i18n } = await load();
    await startI18n();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('nav.home')).toBe(en.nav.home);
    expect(requested.some((url) => url.startsWith('/locales/en/translation.json?v='))).toBe(true);
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
  });

  it('starts once', async () => {
    const { startI18n, startI18nWith, i18n } = await load();
    const first = startI18n();
    expect(startI18n()).toBe(first);
    await first;
    startI18nWith('en', en); // ignored: already started
    expect(i18n.resolvedLanguage).toBe('id');
  });
});
