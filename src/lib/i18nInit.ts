// Starts the site's i18next instance (docs/language.md), once, in one of two ways:
// - startI18nWith(): a prerendered page starts at once in its HTML's language, with the
//   translations embedded in it: no translation request before it is interactive;
// - startI18n(): a page rendered in the browser loads its translations first, in the language
//   its URL names or, on the single-URL pages (auth, admin, template material), the visitor's.
// The visitor's language is detected (detectVisitorLanguage) and remembered
// (rememberLanguage) only where a page asks: the language a page is shown in is not a choice.
// i18next-http-backend and i18next-browser-languagedetector are not in the first download: the
// stand-ins below load them (./i18nLibraries.ts) when first used.
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
import {
  DEFAULT_LANGUAGE,
  i18n,
  i18nOptions,
  isLanguage,
  syncHtmlLang,
  type Language,
} from './i18n';
import { loadOnce } from './loadOnce';

const loadLibraries = loadOnce(() => import('./i18nLibraries'));

/** i18next-http-backend, loaded for the first translation file the page needs. */
class DeferredBackend implements BackendModule {
  readonly type = 'backend';
  readonly callbackApi = true;
  private services?: Services;
  private options?: HttpBackendOptions;
  private readonly backend = loadOnce(() =>
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
 * i18next-browser-languagedetector, loaded when a language is to be detected or remembered.
 * i18next tells it every language the page changes to (`cacheUserLanguage`); that is ignored:
 * only the visitor's own choice and a detected language are remembered (rememberLanguage).
 */
class DeferredDetector implements LanguageDetectorAsyncModule {
  readonly type = 'languageDetector';
  readonly async = true;
  readonly callbackApi = false;
  private services?: Services;
  private options?: DetectorOptions;
  readonly load = loadOnce(() =>
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
  cacheUserLanguage() {}
}

/** How a translation start that failed is reported (the page stays as it is). */
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

/**
 * Loads the translations of `lng`, or of the visitor's language when `lng` is not given (then
 * remembered, as the detector would on a fresh start); resolves when they are there.
 */
export function startI18n(lng?: Language): Promise<unknown> {
  started ??= plugIn()
    .init({ ...i18nOptions, lng })
    .then(() => (lng ? undefined : rememberLanguage(i18n.language)));
  return started;
}

/** Starts synchronously in `lng` with its translations given (a prerendered page's). */
export function startI18nWith(lng: Language, translation: ResourceKey): void {
  if (started) return;
  started = plugIn().init({
    ...i18nOptions,
    lng,
    resources: { [lng]: { translation } },
    // The page's own language is the one always there: falling back to it needs no request
    // (an English page would otherwise fetch the Indonesian file, the default fallback).
    fallbackLng: lng,
    // Other languages still come from the backend.
    partialBundledLanguages: true,
    initAsync: false,
  });
}

/** Remembers the visitor's choice of language where the detector keeps it (localStorage). */
export async function rememberLanguage(lng: string): Promise<void> {
  (await detector.load()).cacheUserLanguage(lng);
}

/**
 * The visitor's language, detected as a fresh start would (`?lng=`, cookie, storage, browser,
 * `<html lang>`), i18next choosing the best supported match (`id-ID` → `id`), and remembered.
 * Call it once i18next has started.
 */
export async function detectVisitorLanguage(): Promise<Language> {
  const loaded = await detector.load();
  const languageUtils = i18n.services.languageUtils as LanguageUtils;
  const detected = languageUtils.getBestMatchFromCodes([loaded.detect() ?? []].flat());
  const resolved = detected ? languageUtils.toResolveHierarchy(detected)[0] : undefined;
  loaded.cacheUserLanguage(detected ?? DEFAULT_LANGUAGE);
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}
