// The move of a page to the visitor's language (docs/language.md#5-the-visitors-language), loaded
// after the page's first commit: nothing of it is needed to show the page.
import type { DataRouter } from 'react-router-dom';
import { isLanguage, type Language } from '../lib/i18n';
import { detectVisitorLanguage, rememberLanguage } from '../lib/i18nInit';
import { pathInLanguage } from '../lib/languagePaths';
import { pageLanguagesOf } from '../lib/pageLanguages';

/**
 * On a page with an English twin, the language the visitor asks for moves them to the twin,
 * replacing the history entry: on an Indonesian page, the detected language (`?lng=` first);
 * on an English one, only `?lng=id`. A page with no version in that language stays. The move
 * loads the twin's own prerendered HTML: changing the language of a page still hydrating its
 * lazy parts would not match their HTML.
 */
export async function followVisitorLanguage(router: DataRouter, shown: Language): Promise<void> {
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
  const pageLanguages = pageLanguagesOf(
    matches.map((match) => ({
      handle: match.route.handle as unknown,
      data: loaderData[match.route.id] as unknown,
    })),
  );
  // The visitor may have moved on meanwhile.
  if (wanted === shown || !pageLanguages.includes(wanted) || window.location.pathname !== pathname)
    return;
  query.delete('lng');
  const rest = `${query.size ? `?${query}` : ''}${hash}`;
  window.location.replace(`${pathInLanguage(pathname, wanted, pageLanguages)}${rest}`);
}
