// The move of a page to the visitor's language (docs/language.md#5-the-visitors-language), loaded
// after the page's first commit: nothing of it is needed to show the page.
import type { DataRouter } from 'react-router-dom';
import { isLanguage, type Language } from '../lib/i18n';
import { detectVisitorLanguage, rememberLanguage } from '../lib/i18nInit';
import { isSitePath, localizePath, pathInLanguage, stripLanguage } from '../lib/languagePaths';
import { pageLanguagesOf } from '../lib/pageLanguages';

/**
 * On a page with an English twin, the language the visitor asks for moves them to the twin,
 * replacing the history entry: on an Indonesian page, the detected language (`?lng=` first);
 * on an English one, only `?lng=id`. A page with no version in that language stays (the
 * not-found page has none). The move loads the twin's own prerendered HTML: changing the
 * language of a page still hydrating its lazy parts would not match their HTML. A visitor who
 * has moved on meanwhile (a link, the switcher) stays where they went.
 */
export async function followVisitorLanguage(
  router: DataRouter,
  shown: Language,
  move: (url: string) => void = (url) => window.location.replace(url),
): Promise<void> {
  const { pathname, search, hash } = window.location;
  const query = new URLSearchParams(search);
  const asked = query.get('lng');
  let wanted: Language = shown;
  if (shown === 'id') wanted = await detectVisitorLanguage();
  else if (isLanguage(asked)) {
    await rememberLanguage(asked);
    wanted = asked;
  }
  const { matches, loaderData } = router.state;
  const page = pageLanguagesOf(
    matches.map((match) => ({
      handle: match.route.handle as unknown,
      data: loaderData[match.route.id] as unknown,
    })),
  );
  // A navigation under way or done since: the switcher's choice is remembered before its
  // navigation lands, so detection may already name the language it goes to.
  const movedOn =
    router.state.navigation.state !== 'idle' || router.state.location.pathname !== pathname;
  // The not-found page exists in no language of its own: it is read in the visitor's language
  // at the same path in that language, when the address is a site path at all.
  const notFound = page.languages.length === 0 && isSitePath(pathname);
  if (wanted === shown || movedOn || !(notFound || page.languages.includes(wanted))) return;
  query.delete('lng');
  const rest = `${query.size ? `?${query}` : ''}${hash}`;
  // Always a path on this site, whatever the address held (`//host`: docs/language.md#1-paths).
  const target = notFound
    ? localizePath(stripLanguage(pathname), wanted)
    : pathInLanguage(pathname, wanted, page);
  move(`${target}${rest}`);
}
