// A post's tags, per language (tags differ per language): the tag pages (/blog/tag/<tag>) and
// the paths the build prerenders for them. A module of its own, so the blog's list and post
// pages do not download it.
import type { Language } from '../../lib/i18n';
import { allPosts } from './blogIndex';
import { tagSlug, type PostMeta } from './postMeta';

/**
 * A tag's posts in one language (tags differ per language): the tag as the newest post writes
 * it and the posts whose `lng` version carries it, newest first; undefined when none does.
 */
export function postsWithTag(
  slug: string,
  lng: Language,
): { tag: string; posts: PostMeta[] } | undefined {
  const tagged = allPosts.flatMap((post) => {
    const tag = post.versions[lng]?.tags.find((candidate) => tagSlug(candidate) === slug);
    return tag ? [{ tag, post }] : [];
  });
  const first = tagged[0];
  return first && { tag: first.tag, posts: tagged.map(({ post }) => post) };
}

/** Every tag's URL segment in one language, each once. */
export function tagSlugs(lng: Language): string[] {
  const slugs = allPosts.flatMap((post) => post.versions[lng]?.tags.map(tagSlug) ?? []);
  return [...new Set(slugs)];
}
