// Each route pattern of lib/paths.ts matches what its href builder makes, and gives the value back.
import { matchPath } from 'react-router-dom';
import { paths } from '../../../src/lib/paths';
import { tagSlug } from '../../../src/content/blog/postMeta';

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

describe('tag pages', () => {
  it('name a tag by its URL segment: lower-case ASCII words joined by "-"', () => {
    expect(tagSlug('qris')).toBe('qris');
    expect(tagSlug('node.js')).toBe('node-js');
    expect(tagSlug('Segara Kasir')).toBe('segara-kasir');
    expect(tagSlug('café')).toBe('cafe');
  });

  it('match the tag pattern, giving the segment back', () => {
    for (const tag of ['qris', 'node.js', 'open-source']) {
      expect(paths.blogTag(tagSlug(tag))).toBe(`/blog/tag/${tagSlug(tag)}`);
      expect(matchPath(paths.blogTagPattern, paths.blogTag(tagSlug(tag)))?.params.tag).toBe(
        tagSlug(tag),
      );
    }
  });
});
