// The blog's RSS feeds (written by the prerenderer from src/app/prerender/feed.ts): the whole
// blog's at /rss.xml and each category's at /blog/<category>/rss.xml, `/en` + them in English
// (docs/content.md#feeds).
import type { Language } from '../../lib/i18n';
import { localizePath } from '../../lib/languagePaths';
import { paths, type BlogCategory } from '../../lib/paths';
import { FEED_PATH } from '../../lib/site';
import { postsInCategory } from './blogIndex';
import { blogPagesContent } from './blogPages';

/** The feed of the whole blog, or of one category, in `language`. */
export function blogFeedPath(language: Language, category?: BlogCategory): string {
  return localizePath(
    category ? `${paths.blogCategory(category)}${FEED_PATH}` : FEED_PATH,
    language,
  );
}

/** A category has a feed in a language when some of its posts are written in it. */
export function hasCategoryFeed(category: BlogCategory, language: Language): boolean {
  return postsInCategory(category).some((post) => post.versions[language]);
}

/** The feed's title: the blog's, then the category's (`Blog Segara Digital: Tutorial`). */
export function blogFeedTitle(language: Language, category?: BlogCategory): string {
  const content = blogPagesContent[language];
  return category
    ? `${content.feed.title}: ${content.categories[category].title}`
    : content.feed.title;
}
