// The home page's teaser (src/content/blog/latestPosts.ts) reads its own build-time index,
// posts/latest.mdindex: it must hold exactly the blog's newest posts, with their texts.
import { LATEST_POSTS } from '../../../config/markdown/blogIndex.mjs';
import { allPosts } from '../../../src/content/blog/blogIndex';
import { latestPosts } from '../../../src/content/blog/latestPosts';
import { localizePost } from '../../../src/content/blog/postMeta';
import { BLOG_CATEGORIES } from '../../../src/lib/paths';

describe('latestPosts', () => {
  it("returns the blog index's newest posts, newest first", () => {
    const posts = latestPosts();
    expect(LATEST_POSTS).toBe(3);
    expect(posts).toHaveLength(LATEST_POSTS);
    expect(posts.map((post) => post.id)).toEqual(
      allPosts.slice(0, LATEST_POSTS).map((post) => post.id),
    );
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Nothing left out is newer than the oldest one returned.
    const oldestShown = dates[dates.length - 1] ?? '';
    expect(allPosts.slice(LATEST_POSTS).every((post) => post.date <= oldestShown)).toBe(true);
  });

  it('carries the same titles, summaries and languages as the blog, English falling back to Indonesian', () => {
    for (const post of latestPosts()) {
      const meta = allPosts.find((candidate) => candidate.id === post.id);
      expect(meta).toBeDefined();
      for (const lng of ['id', 'en'] as const) {
        const text = localizePost(meta!, lng);
        expect(post.title[lng]).toBe(text.title);
        expect(post.summary[lng]).toBe(text.summary);
        expect(post.lang[lng]).toBe(text.lang);
      }
    }
  });

  it('does not let callers reorder the index', () => {
    const first = latestPosts();
    first.reverse();
    expect(latestPosts()[0]?.date).not.toBe(first[0]?.date);
  });

  it('holds well-formed posts in both languages', () => {
    const posts = latestPosts();
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    for (const post of posts) {
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
