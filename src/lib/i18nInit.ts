// Starts the site's i18next instance with its backend and language detector (DESIGN §4), once.
// A module of its own so that neither library is part of a prerendered page's first download:
// such a page hydrates with the translations embedded in its HTML and calls this afterwards
// (src/index.tsx); a page rendered in the browser calls it before its first render.
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions, syncHtmlLang } from './i18n';

let started: Promise<unknown> | undefined;

export function initI18n(): Promise<unknown> {
  if (!started) {
    i18n.on('languageChanged', () => syncHtmlLang(i18n.resolvedLanguage));
    // SPEC §8: a translation file that cannot be loaded or parsed is reported (i18next itself
    // only logs with `debug: true`); the page carries on in the fallback language.
    i18n.on('failedLoading', (lng: string, ns: string, message: string) => {
      console.warn(`Terjemahan ${lng}/${ns} gagal dimuat: ${message}`);
    });
    started = i18n.use(HttpBackend).use(LanguageDetector).use(initReactI18next).init(i18nOptions);
  }
  return started;
}
