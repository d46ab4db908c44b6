// Starts the site's i18next instance (docs/language.md), once, in the language the start plan
// chose (src/app/startPlan.ts), in one of two ways:
// - startI18nWith(): a prerendered page starts synchronously in its HTML's language, with the
//   translations it was rendered with (fetchTranslations(), started with its scripts);
// - startI18n(): a page rendered in the browser loads its language's translations first.
// showLanguage() is the one place that changes the language afterwards (eslint refuses
// `changeLanguage` anywhere else). The visitor's language is detected (detectVisitorLanguage)
// and remembered (rememberLanguage) only where a page asks: the language a page is shown in
// is not a choice. i18next-http-backend and i18next-browser-languagedetector are not in the
// first download: each loads in a chunk of its own when first used, so a single-URL page that
// only detects the language (the login page, hydrating) never loads the backend.
import type {
  BackendModule,
  i18n as I18n,
  ReadCallback,
  ResourceLanguage,
  Services,
} from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  backendOptions,
  bestLanguage,
  i18n,
  i18nOptions,
  syncHtmlLang,
  type Language,
} from './i18n';
import { loadOnce } from './loadOnce';

const loadHttpBackend = loadOnce(() => import('i18next-http-backend'));

/**
 * Starts loading the backend's chunk ahead of its first use, on a page known to need it; a
 * failure shows (and is retried) where it is used.
 */
export function preloadTranslationBackend(): void {
  loadHttpBackend().catch(() => undefined);
}

/** i18next-http-backend, loaded for the first translation file the page needs. */
class DeferredBackend implements BackendModule {
  readonly type = 'backend';
  readonly callbackApi = true;
  private services?: Services;
  private options?: HttpBackendOptions;
  private readonly backend = loadOnce(() =>
    loadHttpBackend().then(
      ({ default: HttpBackend }) => new HttpBackend(this.services, this.options),
    ),
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
 * i18next-browser-languagedetector with its defaults (the product's order, cached in
 * localStorage), used on its own: the start plan asks it before i18next starts. Given a
 * best-match function, it answers every language it finds, in order, not only the first.
 */
const loadDetector = loadOnce(() =>
  import('i18next-browser-languagedetector').then(
    ({ default: LanguageDetector }) =>
      new LanguageDetector({ languageUtils: { getBestMatchFromCodes: bestLanguage } }),
  ),
);

/** How a translation start that failed is reported (the page stays as it is). */
export const reportTranslationFailure = (error: unknown) =>
  console.error('Memuat terjemahan gagal:', error);

let started: Promise<unknown> | undefined;

function plugIn() {
  i18n.on('languageChanged', () => syncHtmlLang(i18n.resolvedLanguage));
  // docs/product.md#errors: a translation file that cannot be loaded or parsed is reported (i18next itself
  // only logs with `debug: true`); the page carries on in the fallback language.
  i18n.on('failedLoading', (lng: string, ns: string, message: string) => {
    console.warn(`Terjemahan ${lng}/${ns} gagal dimuat: ${message}`);
  });
  return i18n.use(new DeferredBackend()).use(initReactI18next);
}

/**
 * Loads the translations of `lng` (the site's namespace, and `namespaces` where a page rendered
 * afresh carried more: the login page's staff strings, for its first commit); resolves when they
 * are there.
 */
export function startI18n(lng: Language, namespaces?: string[]): Promise<unknown> {
  started ??= plugIn().init({ ...i18nOptions, lng, ...(namespaces && { ns: namespaces }) });
  return started;
}

/**
 * The translations of `lng` by namespace: the files the backend reads, at the URLs it asks for
 * (so a later load hits the HTTP cache), fetched at once without waiting for the backend's chunk,
 * which a prerendered page never needs. Rejects if any of them fails.
 */
export async function fetchTranslations(
  lng: Language,
  namespaces: string[],
): Promise<ResourceLanguage> {
  const query = new URLSearchParams(backendOptions.queryStringParams);
  const files = await Promise.all(
    namespaces.map(async (ns) => {
      const path = String(backendOptions.loadPath).replace('{{lng}}', lng).replace('{{ns}}', ns);
      const url = query.size ? `${path}?${query}` : path;
      const response = await fetch(url, { headers: backendOptions.customHeaders as HeadersInit });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return [ns, (await response.json()) as ResourceLanguage[string]] as const;
    }),
  );
  return Object.fromEntries(files);
}

/**
 * Starts synchronously in `lng` with its translations given by namespace (a prerendered
 * page's); a language shown later loads the same namespaces.
 */
export function startI18nWith(lng: Language, bundles: ResourceLanguage): void {
  if (started) return;
  started = plugIn().init({
    ...i18nOptions,
    lng,
    ns: Object.keys(bundles),
    resources: { [lng]: bundles },
    // The page's own language is the one always there: falling back to it needs no request
    // (an English page would otherwise fetch the Indonesian file, the default fallback).
    fallbackLng: lng,
    // Other languages still come from the backend.
    partialBundledLanguages: true,
    initAsync: false,
  });
}

/**
 * Shows the site in `lng` from now on, its translations loaded first (if not yet there): on the
 * site's instance, or a component's own (`useTranslation().i18n`, another one in unit tests).
 */
export async function showLanguage(lng: Language, instance: I18n = i18n): Promise<void> {
  if (instance.language !== lng) await instance.changeLanguage(lng);
}

/** Remembers the visitor's choice of language where the detector keeps it (localStorage). */
export async function rememberLanguage(lng: Language): Promise<void> {
  (await loadDetector()).cacheUserLanguage(lng);
}

/**
 * The visitor's language, detected as a fresh start would (`?lng=`, cookie, storage, browser,
 * `<html lang>`), the best supported match (`id-ID` → `id`: bestLanguage()), and remembered.
 */
export async function detectVisitorLanguage(): Promise<Language> {
  const detector = await loadDetector();
  const language = bestLanguage([detector.detect() ?? []].flat());
  detector.cacheUserLanguage(language);
  return language;
}
