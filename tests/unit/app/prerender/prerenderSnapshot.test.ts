// The prerendered pages, sorted, as the build renders them: a change to this list is a change
// to what the site serves as HTML.
import {
  englishPrerenderPaths,
  prerenderPaths,
} from '../../../../src/app/prerender/prerenderPaths';

it('prerenders the same pages', () => {
  expect({
    indonesian: [...prerenderPaths()].sort(),
    english: [...englishPrerenderPaths()].sort(),
  }).toMatchSnapshot();
});
