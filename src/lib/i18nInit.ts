// Starts the site's i18next instance (docs/architecture.md#language), once, in one of two ways:
// - startI18n(): a page rendered in the browser (the app shell) detects the language and loads
//   its translations before its first render;
// - startI18nWith(): a prerendered page starts at once in its HTML's language with the
//   translations embedded in it, hydrates, and then handOverToVisitor() detects the visitor's
//   language. When that is the HTML's (the usual case) nothing changes, so nothing re-renders
//   and no translation file is fetched.
// i18next-http-backend and i18next-browser-languagedetector are not in the first download: the
// backend and detector plugged in here stand in for them and load them (./i18nLibraries.ts)
// when first used.
import type {
  BackendModule,
  LanguageDetectorAsyncModule,
  ReadCallback,
  ResourceKey,
  Services,
} from 'i18next';
import type { DetectorOptions } from 'i18next-browser-languagedetector';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions, syncHtmlLang, type Language } from './i18n';

/** `load()` once; after a failure (a chunk that did not load) the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const loadLibraries = once(() => import('./i18nLibraries'));

/** i18next-http-backend, loaded for the first translation file the page needs. */
class DeferredBackend implements BackendModule {
  readonly type = 'backend';
  readonly callbackApi = true;
  private services?: Services;
  private options?: HttpBackendOptions;
  private readonly backend = once(() =>
    loadLibraries().then(({ HttpBackend }) => new HttpBackend(this.services, this.options)),
  );
  init(services: Services, options: HttpBackendOptions) {
    this.services = services;
    this.options = options;
  }
  read(language: string, namespace: string, callback: ReadCallback) {
    this.backend().then(
      // i18next's own retries (5, from 350 ms) apply to what the real backend answers.
      (backend) => backend.read(language, namespace, callback),
      // Not retried: a chunk that failed to load is reported like a failed translation file.
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  }
}

/**
 * i18next-browser-languagedetector, loaded when a language is to be detected or cached.
 * While a prerendered page starts, caching is held: the HTML's language is not the visitor's
 * choice, so it must not be written before detection has read the visitor's.
 */
class DeferredDetector implements LanguageDetectorAsyncModule {
  readonly type = 'languageDetector';
  readonly async = true;
  readonly callbackApi = false;
  private services?: Services;
  private options?: DetectorOptions;
  holding = false;
  /** The last language set while caching was held. */
  held?: string;
  readonly load = once(() =>
    loadLibraries().then(
      ({ LanguageDetector }) => new LanguageDetector(this.services, this.options),
    ),
  );
  init(services: Services, options: DetectorOptions) {
    this.services = services;
    this.options = options;
  }
  async detect() {
    return (await this.load()).detect();
  }
  cacheUserLanguage(lng: string) {
    if (this.holding) this.held = lng;
    else this.load().then((detector) => detector.cacheUserLanguage(lng), reportTranslationFailure);
  }
}

/** How a translation start or hand-over that failed is reported (the page stays as it is). */
export const reportTranslationFailure = (error: unknown) =>
  console.error('Memuat terjemahan gagal:', error);

/** The part of i18next's (untyped) `services.languageUtils` used here. */
type LanguageUtils = {
  getBestMatchFromCodes(codes: string[]): string | undefined;
  toResolveHierarchy(code: string): string[];
};

const detector = new DeferredDetector();
let started: Promise<unknown> | undefined;

function plugIn() {
  i18n.on('languageChanged', () => syncHtmlLang(i18n.resolvedLanguage));
  // docs/product.md#errors: a translation file that cannot be loaded or parsed is reported (i18next itself
  // only logs with `debug: true`); the page carries on in the fallback language.
  i18n.on('failedLoading', (lng: string, ns: string, message: string) => {
    console.warn(`Terjemahan ${lng}/${ns} gagal dimuat: ${message}`);
  });
  return i18n.use(new DeferredBackend()).use(detector).use(initReactI18next);
}

/** Detects the language and loads its translations; resolves when they are there. */
export function startI18n(): Promise<unknown> {
  started ??= plugIn().init(i18nOptions);
  return started;
}

/** Starts synchronously in `lng` with its translations given (a prerendered page's). */
export function startI18nWith(lng: Language, translation: ResourceKey): void {
  if (started) return;
  detector.holding = true;
  started = plugIn().init({
    ...i18nOptions,
    lng,
    resources: { [lng]: { translation } },
    // Other languages still come from the backend.
    partialBundledLanguages: true,
    initAsync: false,
  });
  detector.held = undefined; // that was the HTML's language, not a choice
}

/**
 * After startI18nWith() and hydration: caches a language the visitor picked meanwhile, or else
 * detects theirs (query string, cookie, storage, browser, as a fresh start would) and changes
 * to it if it is not the HTML's: its translations are loaded first, then `beforeChange` is
 * awaited (the page must be fully hydrated before its text changes). Resolves to the language
 * shown (`id` or `en`).
 */
export async function handOverToVisitor(
  beforeChange: () => Promise<void> = () => Promise.resolve(),
): Promise<string> {
  const htmlLanguage = i18n.language;
  const loaded = await detector.load();
  detector.holding = false;
  const chosen = detector.held;
  if (chosen !== undefined) {
    loaded.cacheUserLanguage(chosen);
    return i18n.resolvedLanguage ?? chosen;
  }
  // i18next's own choice among the detected codes (say `id-ID`) and the language it resolves
  // to (`id`), as changeLanguage() makes them.
  const languageUtils = i18n.services.languageUtils as LanguageUtils;
  const detected = languageUtils.getBestMatchFromCodes([loaded.detect() ?? []].flat());
  const resolved = detected && languageUtils.toResolveHierarchy(detected)[0];
  if (!detected || resolved === htmlLanguage) {
    loaded.cacheUserLanguage(detected ?? htmlLanguage); // what a fresh start caches
    return htmlLanguage;
  }
  // Remembered at once, as a fresh start would: the visitor may leave before the page switches.
  loaded.cacheUserLanguage(detected);
  await i18n.loadLanguages(detected);
  await beforeChange();
  await i18n.changeLanguage(detected);
  // Neither the visitor's translations nor the default's loaded: stay in the HTML's language
  // rather than show bare keys.
  if (i18n.resolvedLanguage === undefined) await i18n.changeLanguage(htmlLanguage);
  return i18n.resolvedLanguage ?? htmlLanguage;
}
