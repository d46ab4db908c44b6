// The blog index the pages read (src/content/blog/blogIndex.ts), over the real posts.
import {
  adjacentPosts,
  allPosts,
  findPost,
  loadPostBody,
  pageCount,
  paginate,
  parsePageParam,
  postsByAuthor,
  postsInCategory,
  relatedPosts,
  POSTS_PER_PAGE,
} from '../../../src/content/blog/blogIndex';
import { localizePost } from '../../../src/content/blog/postMeta';
import { teamMembers } from '../../../src/content/team';
import { formatCalendarDate } from '../../../src/lib/calendarDate';
import { BLOG_CATEGORIES } from '../../../src/lib/paths';

describe('the real posts', () => {
  it('has at least 14 posts over all six categories, newest first', () => {
    expect(allPosts.length).toBeGreaterThanOrEqual(14);
    for (const category of BLOG_CATEGORIES) {
      expect([category, postsInCategory(category).length > 0]).toEqual([category, true]);
    }
    const dates = allPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has English versions for most posts, and some deliberately without', () => {
    const translated = allPosts.filter((post) => post.versions.en);
    expect(translated.length).toBeGreaterThanOrEqual(allPosts.length - 2);
    expect(translated.length).toBeLessThan(allPosts.length);
  });

  it('names only real team members as authors', () => {
    const slugs = teamMembers.map((member) => member.slug);
    for (const post of allPosts) expect(slugs).toContain(post.author);
  });

  it('has code blocks in every tutorial', async () => {
    for (const post of postsInCategory('tutorial')) {
      const body = await loadPostBody(post.id, 'id');
      expect([post.id, body?.html.includes('class="hljs')]).toEqual([post.id, true]);
    }
  });
});

describe('pagination', () => {
  it('reads ?page= as a whole number from 1, else null', () => {
    expect(parsePageParam(null)).toBeNull();
    expect(parsePageParam('2')).toBe(2);
    for (const bad of ['abc', '-1', '0', '2.5', '01', '', ' 2', '9999999']) {
      expect([bad, parsePageParam(bad)]).toEqual([bad, null]);
    }
  });

  it('cuts nine per page and clamps the page into range', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(POSTS_PER_PAGE).toBe(9);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(paginate(items, 1)).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8],
      page: 1,
      pageCount: 3,
      total: 20,
    });
    expect(paginate(items, 3).items).toEqual([18, 19]);
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, -4).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('filters by category, keeping the order', () => {
    const install = postsInCategory('install');
    expect(install.every((post) => post.category === 'install')).toBe(true);
    expect(install).toEqual(allPosts.filter((post) => post.category === 'install'));
    expect(postsInCategory()).toEqual([...allPosts]);
  });
});

describe('languages', () => {
  const untranslated = allPosts.find((post) => !post.versions.en)!;
  const translated = allPosts.find((post) => post.versions.en)!;

  it('falls back to Indonesian and says so', () => {
    expect(localizePost(untranslated, 'en')).toMatchObject({
      lang: 'id',
      isFallback: true,
      title: untranslated.versions.id.title,
    });
    expect(localizePost(translated, 'en')).toMatchObject({ lang: 'en', isFallback: false });
    expect(localizePost(untranslated, 'id').isFallback).toBe(false);
  });

  it('loads a body in the asked language, or the Indonesian one', async () => {
    expect((await loadPostBody(translated.id, 'en'))?.lang).toBe('en');
    expect((await loadPostBody(untranslated.id, 'en'))?.lang).toBe('id');
    expect(await loadPostBody('tidak-ada', 'id')).toBeUndefined();
  });

  it('formats dates as "22 November 2026" in both languages', () => {
    expect(formatCalendarDate('2026-11-22', 'id')).toBe('22 November 2026');
    expect(formatCalendarDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatCalendarDate('2026-08-17', 'id')).toBe('17 Agustus 2026');
    expect(formatCalendarDate('2026-08-17', 'en')).toBe('17 August 2026');
    expect(formatCalendarDate('2026-01-01', 'id')).toBe('1 Januari 2026');
  });
});

describe('neighbours', () => {
  it('gives the older and newer post', () => {
    const middle = allPosts[1]!;
    expect(adjacentPosts(middle.id)).toEqual({ newer: allPosts[0], older: allPosts[2] });
    expect(adjacentPosts(allPosts[0]!.id).newer).toBeUndefined();
    expect(adjacentPosts(allPosts.at(-1)!.id).older).toBeUndefined();
    expect(adjacentPosts('tidak-ada')).toEqual({});
  });

  it('relates posts of the same category first, never the post itself', () => {
    const post = postsInCategory('troubleshoot')[0]!;
    const related = relatedPosts(post.id, 3);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.map((p) => p.id)).not.toContain(post.id);
    expect(related[0]?.category).toBe('troubleshoot');
    expect(relatedPosts('tidak-ada')).toEqual([]);
  });

  it('finds posts and an author’s posts', () => {
    expect(findPost(allPosts[0]!.id)).toBe(allPosts[0]);
    expect(findPost('tidak-ada')).toBeUndefined();
    expect(postsByAuthor('rina-hutapea').length).toBeGreaterThan(0);
    expect(postsByAuthor('tidak-ada')).toEqual([]);
  });
});
