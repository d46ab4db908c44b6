// The languages a page's content exists in. Every page exists in both, except where its route
// says otherwise in its `handle` (a blog post written in Indonesian only): the language
// switcher, the page's hreflang links and the move to the visitor's language read it.
import { useMatches } from 'react-router-dom';
import { SUPPORTED_LANGUAGES, type Language } from './i18n';

export interface PageLanguagesHandle {
  /** The languages of the page, given its loader data. */
  languages?: (data: unknown) => Language[];
}

/** The deepest matched route's answer, or every language. */
export function pageLanguagesOf(
  matches: readonly { handle?: unknown; data?: unknown }[],
): Language[] {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as PageLanguagesHandle | undefined;
    if (handle?.languages) return handle.languages(match.data);
  }
  return [...SUPPORTED_LANGUAGES];
}

export function usePageLanguages(): Language[] {
  return pageLanguagesOf(useMatches());
}
