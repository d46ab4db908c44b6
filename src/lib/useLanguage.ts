import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n';

/** The language the page is shown in: always one of SUPPORTED_LANGUAGES. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Long-form copy kept beside its page, once per language. */
export type Localized<T> = Record<Language, T>;

/** Picks the copy for the page's language. */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLanguage()];
}
