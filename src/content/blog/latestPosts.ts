// The newest blog posts for teasers (the home page), from their own build-time index
// (posts/latest.mdindex: metadata of the newest few, no bodies), so a page that shows them does
// not download the whole blog index.
import type { Language } from '../../lib/i18n';
import type { BlogCategory } from '../../lib/paths';
import type { Localized } from '../../lib/useLanguage';
import { posts } from './posts/latest.mdindex';
import { localizePost, type PostMeta } from './postMeta';

export interface PostSummary {
  /** The URL segment: paths.blogPost(id). */
  id: string;
  /** English falls back to the Indonesian text when a post has no English version. */
  title: Localized<string>;
  /** Publication day, ISO `YYYY-MM-DD`. */
  date: string;
  category: BlogCategory;
  summary: Localized<string>;
  /** The language of each text, and of the post's page: English only when it was translated. */
  lang: Localized<Language>;
}

/** The newest posts (LATEST_POSTS in config/markdown/blogIndex.mjs), newest first. */
export function latestPosts(): PostSummary[] {
  return (posts as PostMeta[]).map((post) => {
    const id = localizePost(post, 'id');
    const en = localizePost(post, 'en');
    return {
      id: post.id,
      date: post.date,
      category: post.category,
      title: { id: id.title, en: en.title },
      summary: { id: id.summary, en: en.summary },
      lang: { id: id.lang, en: en.lang },
    };
  });
}
