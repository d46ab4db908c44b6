// The languages a page's content exists in, and where it is shown in a language it lacks.
// Every page exists in both, except where its route says otherwise in its `handle` (a blog post
// written in Indonesian only, a tag of one language's posts, the not-found page): the language
// switcher, the page's hreflang links and the move to the visitor's language read it.
import { useMatches } from 'react-router-dom';
import { SUPPORTED_LANGUAGES, type Language } from './i18n';
import type { PageLanguages } from './languagePaths';
import { paths } from './paths';

export interface PageLanguagesHandle {
  /** The languages of the page, given its loader data (none when its loader failed). */
  languages?: (data: unknown) => Language[];
  /**
   * The (Indonesian) site path of the nearest page that exists in every language, shown in a
   * language this one lacks; Beranda unless the route names another.
   */
  parent?: string;
}

/** The deepest matched route's answer, or every language. */
export function pageLanguagesOf(
  matches: readonly { handle?: unknown; data?: unknown }[],
): PageLanguages {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as PageLanguagesHandle | undefined;
    if (handle?.languages) {
      return { languages: handle.languages(match.data), parent: handle.parent ?? paths.home };
    }
  }
  return { languages: [...SUPPORTED_LANGUAGES], parent: paths.home };
}

export function usePageLanguages(): PageLanguages {
  return pageLanguagesOf(useMatches());
}
