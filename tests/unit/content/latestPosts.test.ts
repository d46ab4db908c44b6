import { latestPosts } from '../../../src/content/blog/latestPosts';
import { BLOG_CATEGORIES } from '../../../src/lib/paths';

describe('latestPosts', () => {
  it('returns the n newest posts, newest first', () => {
    const posts = latestPosts(3);
    expect(posts).toHaveLength(3);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Nothing left out is newer than the oldest one returned.
    const all = latestPosts(100);
    const oldestShown = dates[dates.length - 1] ?? '';
    expect(all.slice(3).every((post) => post.date <= oldestShown)).toBe(true);
  });

  it('handles n beyond the index and n of zero or less', () => {
    const all = latestPosts(100);
    expect(all.length).toBeGreaterThanOrEqual(14);
    expect(latestPosts(1000)).toHaveLength(all.length);
    expect(latestPosts(0)).toEqual([]);
    expect(latestPosts(-1)).toEqual([]);
  });

  it('does not let callers reorder the index', () => {
    const first = latestPosts(100);
    first.reverse();
    expect(latestPosts(100)[0]?.date).not.toBe(first[0]?.date);
  });

  it('holds well-formed posts in both languages', () => {
    const all = latestPosts(100);
    expect(new Set(all.map((post) => post.id)).size).toBe(all.length);
    for (const post of all) {
      expect(post.id).toMatch(/^[a-z0-9-]+$/);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.date))).toBe(false);
      expect(BLOG_CATEGORIES).toContain(post.category);
      for (const lng of ['id', 'en'] as const) {
        expect(post.title[lng].trim()).not.toBe('');
        expect(post.summary[lng].trim()).not.toBe('');
      }
    }
  });
});
