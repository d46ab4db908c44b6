// The blog, as the pages see it: the build-time index of posts/*.md (front matter and reading
// times only — see config/markdown/blogIndex.mjs) plus each body loaded on demand as its own
// chunk. List pages read the index; only a post page calls loadPostBody.
import type { BlogCategory } from '../../lib/paths';
import type { Language } from '../../lib/i18n';
import { bodies, posts as generatedPosts } from './posts/blog.mdindex';
import { dateModified, type PostMeta } from './postMeta';

export const POSTS_PER_PAGE = 9;

/** Every post, newest first (the build validated and sorted them). */
export const allPosts: readonly PostMeta[] = generatedPosts as PostMeta[];

export function findPost(id: string): PostMeta | undefined {
  return allPosts.find((post) => post.id === id);
}

/** All posts, or one category's, newest first. */
export function postsInCategory(category?: BlogCategory): PostMeta[] {
  return category ? allPosts.filter((post) => post.category === category) : [...allPosts];
}

export function postsByAuthor(slug: string): PostMeta[] {
  return allPosts.filter((post) => post.author === slug);
}

export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Reads `?page=`: a whole number from 1, else null (absent, `abc`, `-1`, `2.5`, `01`).
 */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of `items`; `page` must already be within 1…pageCount. */
export function paginate<T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE): Page<T> {
  const count = pageCount(items.length, perPage);
  const current = Math.min(Math.max(1, Math.trunc(page)), count);
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    page: current,
    pageCount: count,
    total: items.length,
  };
}

/** The post published just before (older) and just after (newer) this one. */
export function adjacentPosts(id: string): { older?: PostMeta; newer?: PostMeta } {
  const index = allPosts.findIndex((post) => post.id === id);
  if (index < 0) return {};
  return { newer: allPosts[index - 1], older: allPosts[index + 1] };
}

/**
 * Up to `n` posts to read next: same category first, then most shared tags, then newest.
 */
export function relatedPosts(id: string, n = 3): PostMeta[] {
  const post = findPost(id);
  if (!post) return [];
  const tags = new Set(post.versions.id.tags);
  const score = (other: PostMeta) =>
    (other.category === post.category ? 10 : 0) +
    other.versions.id.tags.filter((tag) => tags.has(tag)).length;
  return allPosts
    .filter((other) => other.id !== id)
    .map((other, order) => ({ other, order, score: score(other) }))
    .filter(({ score: s }) => s > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, n))
    .map(({ other }) => other);
}

export interface PostBody {
  html: string;
  lang: Language;
  /** The body's h2/h3, for the table of contents (ids as in the HTML). */
  headings: MarkdownHeading[];
  /** `YYYY-MM-DD`, BlogPosting's dateModified (see dateModified). */
  modified: string;
}

/**
 * Downloads a post's body (its own chunk) in `lng`, or in Indonesian when it has no such
 * version. Resolves undefined for an unknown id.
 */
export async function loadPostBody(id: string, lng: Language): Promise<PostBody | undefined> {
  const post = findPost(id);
  if (!post) return undefined;
  const lang: Language = post.versions[lng] ? lng : 'id';
  const load = bodies[`${id}.${lang}`];
  if (!load) return undefined;
  const { default: document } = await load();
  const updated = document.attributes.updated;
  return {
    html: document.html,
    lang,
    headings: document.headings,
    modified: dateModified(
      post.date,
      typeof updated === 'string' ? updated : undefined,
      document.lastChange,
    ),
  };
}
