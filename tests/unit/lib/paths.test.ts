// Each route pattern of lib/paths.ts matches what its href builder makes, and gives the value back.
import { matchPath } from 'react-router-dom';
import { paths } from '../../../src/lib/paths';

describe('route patterns', () => {
  it.each([
    [paths.blogPostPattern, paths.blogPost, 'id'],
    [paths.careerPattern, paths.career, 'slug'],
    [paths.productPattern, paths.product, 'slug'],
    [paths.teamMemberPattern, paths.teamMember, 'slug'],
  ] as const)('%s matches its builder', (pattern, build, param) => {
    for (const value of ['villa-reservasi', 'a b/c?d']) {
      const matched = matchPath(pattern, build(value))?.params[param];
      expect(matched && decodeURIComponent(matched)).toBe(value);
    }
  });
});
