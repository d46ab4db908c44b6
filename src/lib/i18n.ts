// The one i18next setup (docs/architecture.md#language). Importing this module has no side effects;
// ./i18nInit.ts starts the site's instance once at boot (with the translations it fetched on a
// prerendered page, with the backend and the detector otherwise).
import i18n, { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.includes(value as Language);
}

/**
 * The supported language that best fits the detector's answers, in their order, as i18next
 * picks it with `supportedLngs` and `load: 'languageOnly'`: the language part of the first
 * answer whose language part is supported (`en-US` → `en`), else `id`.
 */
export function bestLanguage(codes: readonly string[]): Language {
  const languages = codes.map((code) => code.toLowerCase().split(/[-_]/)[0]);
  return languages.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Translation requests (docs/product.md#calls-to-firebase-and-translations). Retries (5, from 350 ms doubling), which statuses retry,
 * the parse-error message and the one-hour reload outside the browser are the libraries'
 * defaults; tests/unit/lib/i18n.test.ts proves each against docs/product.md#errors, docs/product.md#constants.
 */
export const backendOptions: HttpBackendOptions = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  // The create call exists but is never used: saveMissing stays off.
  addPath: '/locales/add/{{lng}}/{{ns}}',
  // Changes whenever a locale file changes, so a deploy refreshes cached translations.
  queryStringParams: { v: process.env.TRANSLATIONS_VERSION ?? 'dev' },
  // Custom header asking for JSON; the library itself sends `Content-Type: application/json`
  // with the (unused) create call's payload.
  customHeaders: { Accept: 'application/json' },
};

/**
 * The sign-in and account pages' strings (`auth`, `account`), in a namespace of their own
 * (public/locales/<lng>/staff.json) that those pages load (lib/staffStrings.ts): the translations
 * every public page loads before it hydrates leave them out (docs/language.md#the-staff-strings). Their
 * keys read as before: i18next looks a key up there when the translation file has none.
 */
export const STAFF_NAMESPACE = 'staff';

/**
 * Detection is left to i18next-browser-languagedetector's defaults, which are exactly docs/product.md#constants:
 * querystring `lng` → cookie `i18next` → localStorage `i18nextLng` → sessionStorage →
 * navigator → html lang; cached in localStorage; cookies on path `/`, SameSite strict.
 */
export const i18nOptions: InitOptions<HttpBackendOptions> = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  fallbackNS: STAFF_NAMESPACE,
  backend: backendOptions,
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnNull: false,
};

/**
 * Keeps `<html lang>` equal to the language the page is shown in. Written only when it differs:
 * Chromium recomputes the style of the whole page on any write of `lang`, even of the same value
 * (20–40 ms at 6× CPU during the boot, where a tap waits for it).
 */
export function syncHtmlLang(lng: string | undefined): void {
  if (typeof document === 'undefined') return;
  const lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/**
 * An instance fixed to one language with its translations given, no backend and no detector:
 * the prerenderer renders each page with it.
 */
export function createStaticI18n(lng: Language, resources: Resource): I18n {
  const instance = createInstance();
  void instance.init({
    ...i18nOptions,
    backend: undefined,
    lng,
    resources,
    initAsync: false,
  });
  return instance;
}

const fixedLanguages = new WeakMap<I18n, Map<Language, I18n>>();

/**
 * `instance` fixed to `language` (i18next's `cloneInstance`, made once): it shares the
 * translations and the backend, while a later change of `instance`'s language leaves it alone.
 * The site's frame reads its page's language through it (app/layout/MainLayout.tsx), so a part
 * still hydrating matches its HTML after the next page has switched i18next's language.
 */
export function inLanguage(instance: I18n, language: Language): I18n {
  let byLanguage = fixedLanguages.get(instance);
  if (!byLanguage) fixedLanguages.set(instance, (byLanguage = new Map<Language, I18n>()));
  let fixed = byLanguage.get(language);
  if (!fixed) {
    // Synchronous: the language route's loader has loaded its translations first.
    fixed = instance.cloneInstance({ lng: language, initAsync: false });
    byLanguage.set(language, fixed);
  }
  return fixed;
}

export { i18n };
