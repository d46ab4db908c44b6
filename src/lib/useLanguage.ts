import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, i18n as siteI18n, isLanguage, type Language } from './i18n';

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
  return useLanguageOf(useI18nInstance());
}

/** The instance useTranslation would use: the provider's, else react-i18next's own. */
function useI18nInstance(): I18n | undefined {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

function useLanguageOf(i18n: I18n | undefined): Language {
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

export interface Translation {
  /** i18next's translation function in the page's language. */
  t: TFunction;
  /** The instance it comes from (the one to hand to showLanguage). */
  i18n: I18n;
  /** The page's language, as useLanguage gives it. */
  language: Language;
}

const translations = new WeakMap<I18n, Map<Language, Translation>>();

/**
 * The site's useTranslation: `t` in the page's language, from the instance useTranslation would
 * use, that instance, and the language. One `t` per instance and language, made once.
 * react-i18next's hook gives every component a copy of the instance's properties, a memo, a
 * state, an effect and a store subscription of its own: 3.9-5.4 ms of a post's hydration at full
 * CPU, 0.5-0.9 ms this way (docs/language.md#reading-the-language). It does not wait for
 * translations still loading: Root's one useTranslation() does (app/Root.tsx).
 */
export function useT(): Translation {
  const i18n = useI18nInstance() ?? siteI18n;
  const language = useLanguageOf(i18n);
  let byLanguage = translations.get(i18n);
  if (!byLanguage) translations.set(i18n, (byLanguage = new Map<Language, Translation>()));
  let translation = byLanguage.get(language);
  if (!translation) {
    translation = { t: i18n.getFixedT(language), i18n, language };
    byLanguage.set(language, translation);
  }
  return translation;
}

/** Long-form copy kept beside its page, once per language. */
export type Localized<T> = Record<Language, T>;

/** Picks the copy for the page's language. */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLanguage()];
}
