// Recent blog posts for teasers (the home page), read from the blog's build-time index
// (./blogIndex.ts): metadata only, never a post body.
import type { BlogCategory } from '../../lib/paths';
import type { Localized } from '../../lib/useLanguage';
import { allPosts, localizePost } from './blogIndex';

export interface PostSummary {
  /** The URL segment: paths.blogPost(id). */
  id: string;
  /** English falls back to the Indonesian text when a post has no English version. */
  title: Localized<string>;
  /** Publication day, ISO `YYYY-MM-DD`. */
  date: string;
  category: BlogCategory;
  summary: Localized<string>;
}

/** The `n` newest posts, newest first. */
export function latestPosts(n: number): PostSummary[] {
  return allPosts.slice(0, Math.max(0, n)).map((post) => {
    const id = localizePost(post, 'id');
    const en = localizePost(post, 'en');
    return {
      id: post.id,
      date: post.date,
      category: post.category,
      title: { id: id.title, en: en.title },
      summary: { id: id.summary, en: en.summary },
    };
  });
}
