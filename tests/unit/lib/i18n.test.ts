// docs/product.md#sign-in-states-and-the-guard, docs/product.md#calls-to-firebase-and-translations, docs/product.md#errors, docs/product.md#constants for translations: our options, and the libraries' defaults we rely on.
import { createInstance, type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import {
  backendOptions,
  createStaticI18n,
  i18nOptions,
  inLanguage,
  syncHtmlLang,
} from '../../../src/lib/i18n';
import id from '../../../public/locales/id/translation.json';

type Reply = { status: number; body: string } | Error;

/** A fetch that answers translation requests from a script, recording each call. */
function scriptFetch(
  replies: Reply[],
  fallback: Reply = { status: 200, body: JSON.stringify(id) },
) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    calls.push({ url, init, at: Date.now() });
    const reply = replies.shift() ?? fallback;
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve(new Response(reply.body, { status: reply.status }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

async function start(options: Record<string, unknown> = {}): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .init({ ...i18nOptions, ...options });
  return instance;
}

beforeEach(() => {
  Object.defineProperty(navigator, 'languages', { value: ['id-ID'], configurable: true });
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('our i18n options', () => {
  it('fall back to id and support id and en only', () => {
    expect(i18nOptions).toMatchObject({
      fallbackLng: 'id',
      supportedLngs: ['id', 'en'],
      load: 'languageOnly',
    });
  });

  it('load from /locales/{lng}/{ns}.json with a version, a custom header, and the create path', () => {
    expect(backendOptions.loadPath).toBe('/locales/{{lng}}/{{ns}}.json');
    expect(backendOptions.addPath).toBe('/locales/add/{{lng}}/{{ns}}');
    expect(backendOptions.queryStringParams).toEqual({ v: expect.any(String) });
    expect(backendOptions.customHeaders).toEqual({ Accept: 'application/json' });
  });

  it('request the translation file with those parameters and headers', async () => {
    const calls = scriptFetch([]);
    const i18n = await start();
    expect(i18n.resolvedLanguage).toBe('id');
    expect(calls[0]!.url).toMatch(/^\/locales\/id\/translation\.json\?v=/);
    expect(calls[0]!.init.headers).toMatchObject({ Accept: 'application/json' });
    expect(i18n.t('nav.home')).toBe('Beranda');
  });
});

describe('library defaults that equal the product constants', () => {
  it('detect querystring lng → cookie i18next → localStorage i18nextLng → session → navigator → html, cached in localStorage', async () => {
    scriptFetch([]);
    const i18n = await start();
    const detector = i18n.services.languageDetector as unknown as {
      options: Record<string, unknown>;
    };
    expect(detector.options).toMatchObject({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    });
  });

  it('write cookies on path / with SameSite strict', async () => {
    scriptFetch([]);
    const i18n = await start();
    const written: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v) => written.push(v));
    const detector = i18n.services.languageDetector as unknown as {
      cacheUserLanguage: (lng: string, caches: string[]) => void;
    };
    detector.cacheUserLanguage('en', ['cookie']);
    spy.mockRestore();
    expect(written[0]).toMatch(/^i18next=en;/);
    expect(written[0]).toMatch(/Path=\//i);
    expect(written[0]).toMatch(/SameSite=Strict/i);
  });

  it('retry up to 5 times from 350 ms, allow 1000 interpolation replacements, no reload in the browser', async () => {
    scriptFetch([]);
    const i18n = await start();
    const connector = i18n.services.backendConnector as unknown as {
      maxRetries: number;
      retryTimeout: number;
      backend: { options: { reloadInterval: unknown } };
    };
    expect(connector.maxRetries).toBe(5);
    expect(connector.retryTimeout).toBe(350);
    expect(connector.backend.options.reloadInterval).toBe(false);
    const interpolator = i18n.services.interpolator as unknown as { maxReplaces: number };
    expect(interpolator.maxReplaces).toBe(1000);
  });
});

describe('detection', () => {
  it('takes ?lng=en, caches it, and ignores an unsupported ?lng', async () => {
    scriptFetch([], { status: 200, body: '{"nav":{"home":"Home"}}' });
    window.history.replaceState(null, '', '/?lng=en');
    expect((await start()).resolvedLanguage).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');

    localStorage.clear();
    window.history.replaceState(null, '', '/?lng=xx');
    Object.defineProperty(navigator, 'languages', { value: ['xx'], configurable: true });
    Object.defineProperty(navigator, 'language', { value: 'xx', configurable: true });
    expect((await start()).resolvedLanguage).toBe('id');
  });

  it('keeps <html lang> on a supported language', () => {
    syncHtmlLang('en');
    expect(document.documentElement.lang).toBe('en');
    syncHtmlLang('fr');
    expect(document.documentElement.lang).toBe('id');
  });

  it('leaves <html lang> untouched when it already names the language', () => {
    syncHtmlLang('id');
    const writes = new MutationObserver(() => {});
    writes.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    syncHtmlLang('id');
    syncHtmlLang('fr');
    expect(writes.takeRecords()).toHaveLength(0);
    syncHtmlLang('en');
    expect(writes.takeRecords()).toHaveLength(1);
    writes.disconnect();
  });
});

describe('translation loading errors', () => {
  function read(reply: Reply) {
    scriptFetch([reply]);
    const backend = new HttpBackend(undefined, backendOptions);
    return new Promise<{ err: unknown; retry: unknown }>((resolve) =>
      backend.read('id', 'translation', (err, retry) => resolve({ err, retry })),
    );
  }

  it('retries a 5xx', async () => {
    expect(await read({ status: 503, body: '' })).toEqual({
      err: expect.stringMatching(/status code: 503/),
      retry: true,
    });
  });

  it('does not retry a 4xx', async () => {
    expect(await read({ status: 404, body: '' })).toEqual({
      err: expect.stringMatching(/status code: 404/),
      retry: false,
    });
  });

  it('reports invalid JSON as a parsing failure', async () => {
    const { err } = await read({ status: 200, body: '{ not json' });
    expect(err).toMatch(/failed parsing .* to json/);
  });

  it('retries a network error', async () => {
    expect(await read(new TypeError('Failed to fetch'))).toEqual({
      err: expect.stringMatching(/failed loading/),
      retry: true,
    });
  });

  it('spaces retries 350, 700, 1400 ms and then recovers', async () => {
    jest.useFakeTimers();
    const calls = scriptFetch([
      { status: 500, body: '' },
      { status: 500, body: '' },
      { status: 500, body: '' },
    ]);
    const ready = start();
    await jest.advanceTimersByTimeAsync(5000);
    const i18n = await ready;
    jest.useRealTimers();
    const gaps = calls.slice(1).map((c, i) => c.at - calls[i]!.at);
    expect(gaps).toEqual([350, 700, 1400]);
    expect(i18n.t('nav.home')).toBe('Beranda');
  });
});

describe('inLanguage: an instance fixed to one language', () => {
  const resources = {
    id: { translation: { nav: { home: 'Beranda' } } },
    en: { translation: { nav: { home: 'Home' } } },
  };

  it('keeps its language when the instance it came from changes', async () => {
    const instance = createStaticI18n('id', resources);
    const english = inLanguage(instance, 'en');
    const indonesian = inLanguage(instance, 'id');
    expect([english.t('nav.home'), indonesian.t('nav.home')]).toEqual(['Home', 'Beranda']);

    await instance.changeLanguage('en');
    expect(instance.t('nav.home')).toBe('Home');
    expect([indonesian.resolvedLanguage, indonesian.t('nav.home')]).toEqual(['id', 'Beranda']);
  });

  it('is made once per instance and language, and shares the translations', () => {
    const instance = createStaticI18n('id', resources);
    const english = inLanguage(instance, 'en');
    expect(inLanguage(instance, 'en')).toBe(english);
    expect(inLanguage(createStaticI18n('id', resources), 'en')).not.toBe(english);

    instance.addResource('en', 'translation', 'nav.blog', 'Blog');
    expect(english.t('nav.blog')).toBe('Blog');
  });
});
