// i18next's backend and language detector, in a chunk of their own: src/lib/i18nInit.ts loads
// it when the first translation file is needed or the visitor's language is to be detected.
export { default as HttpBackend } from 'i18next-http-backend';
export { default as LanguageDetector } from 'i18next-browser-languagedetector';
