// What a route says of its page's languages (src/lib/pageLanguages.ts), read by the switcher,
// the hreflang links and the move to the visitor's language: the deepest route that says
// anything decides, and a page lacking a language names the page shown instead (Beranda unless
// the route names another).
import { pageLanguagesOf, type PageLanguagesHandle } from '../../../src/lib/pageLanguages';
import { paths } from '../../../src/lib/paths';
import { pageRoute } from '../../../src/app/routeTable/pageRoute';

const layout = { handle: { navbar: 'topbar' } };

it('gives every language and Beranda when no route says otherwise', () => {
  expect(pageLanguagesOf([layout, { handle: undefined }])).toEqual({
    languages: ['id', 'en'],
    parent: paths.home,
  });
});

it("takes the deepest route's languages, given its data, and its parent", () => {
  const tag: PageLanguagesHandle = {
    languages: (data) => (data as { languages?: ('id' | 'en')[] } | undefined)?.languages ?? [],
    parent: paths.blog,
  };
  const outer: PageLanguagesHandle = { languages: () => ['en'] };
  expect(
    pageLanguagesOf([{ handle: outer }, { handle: tag, data: { languages: ['id'] } }]),
  ).toEqual({ languages: ['id'], parent: paths.blog });
  // The loader failed (an unknown tag): the page exists in no language.
  expect(pageLanguagesOf([{ handle: outer }, { handle: tag }])).toEqual({
    languages: [],
    parent: paths.blog,
  });
});

it('gives Beranda as the parent of a route that names none', () => {
  const notFound: PageLanguagesHandle = { languages: () => [] };
  expect(pageLanguagesOf([layout, { handle: notFound }])).toEqual({
    languages: [],
    parent: paths.home,
  });
});

it('a page of one record exists in every language where its loader found it, in none where not', () => {
  const withParameter = pageRoute(paths.careerPattern, () => Promise.resolve({}));
  const withoutParameter = pageRoute(paths.contact, () => Promise.resolve({}));
  expect(pageLanguagesOf([layout, { handle: withParameter.handle, data: { slug: 'x' } }])).toEqual({
    languages: ['id', 'en'],
    parent: paths.home,
  });
  // The loader answered 404: the not-found page in its place has no twin.
  expect(pageLanguagesOf([layout, { handle: withParameter.handle }])).toEqual({
    languages: [],
    parent: paths.home,
  });
  expect(pageLanguagesOf([layout, { handle: withoutParameter.handle }]).languages).toEqual([
    'id',
    'en',
  ]);
});
