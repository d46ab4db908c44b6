import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n';

function languageOf(i18n: I18n | undefined): Language {
  const lng = i18n?.resolvedLanguage ?? i18n?.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * The language the page is shown in: always one of SUPPORTED_LANGUAGES. Read from the i18next
 * instance useTranslation would use (the provider's, else react-i18next's own; Indonesian
 * without either) and read again when it changes language. Not through useTranslation: every
 * link asks for the language, and useTranslation's translation function, state and effects,
 * unused here, cost 10-25 ms of hydrating /blog's 71 links at full speed
 * (docs/language.md#reading-the-language).
 */
export function useLanguage(): Language {
  const i18n: I18n | undefined = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n?.on('languageChanged', changed);
      return () => i18n?.off('languageChanged', changed);
    },
    [i18n],
  );
  const read = () => languageOf(i18n);
  return useSyncExternalStore(subscribe, read, read);
}

/** Long-form copy kept beside its page, once per language. */
export type Localized<T> = Record<Language, T>;

/** Picks the copy for the page's language. */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLanguage()];
}
