// The blog's RSS feeds: the whole blog's per language (build/rss.xml, build/en/rss.xml) and one
// per category and language where the category has posts in that language
// (build/blog/<category>/rss.xml, build/en/blog/<category>/rss.xml), written by
// config/prerender/prerender.mjs with rssXml of config/prerender/html.mjs.
import { allPosts } from '../../content/blog/blogIndex';
import { blogFeedPath, blogFeedTitle, hasCategoryFeed } from '../../content/blog/blogFeeds';
import { blogPagesContent } from '../../content/blog/blogPages';
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n';
import { localizePath } from '../../lib/languagePaths';
import { BLOG_CATEGORIES, paths, type BlogCategory } from '../../lib/paths';
import { absoluteUrl } from '../../lib/site';

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** `YYYY-MM-DD` */
  date: string;
  category: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The blog's list page (or the category's) in the feed's language. */
  link: string;
  /** The feed's own URL (`atom:link rel="self"`). */
  self: string;
  language: Language;
}

export interface Feed {
  /** Where the build writes it: `/rss.xml`, `/en/rss.xml`, `/blog/<category>/rss.xml`, … */
  path: string;
  channel: FeedChannel;
  items: FeedItem[];
}

/**
 * The blog's RSS items in `language` (of one category, or all), newest first, linking to the
 * post's page in that language. English lists the translated posts only: the others have no
 * English page.
 */
export function feedItems(language: Language, category?: BlogCategory): FeedItem[] {
  return allPosts.flatMap((post) => {
    const version = post.versions[language];
    if (!version || (category && post.category !== category)) return [];
    const link = absoluteUrl(localizePath(paths.blogPost(post.id), language));
    return [
      {
        title: version.title,
        link,
        description: version.summary,
        date: post.date,
        category: post.category,
      },
    ];
  });
}

/** The channel of the feed in `language`: the whole blog's, or one category's. */
export function feedChannel(language: Language, category?: BlogCategory): FeedChannel {
  const content = blogPagesContent[language];
  const page = category ? paths.blogCategory(category) : paths.blog;
  return {
    title: blogFeedTitle(language, category),
    description: category ? content.categories[category].description : content.feed.description,
    link: absoluteUrl(localizePath(page, language)),
    self: absoluteUrl(blogFeedPath(language, category)),
    language,
  };
}

function feed(language: Language, category?: BlogCategory): Feed {
  return {
    path: blogFeedPath(language, category),
    channel: feedChannel(language, category),
    items: feedItems(language, category),
  };
}

/**
 * Every feed the build writes: the whole blog's per language, then each category's per language
 * where it has posts in that language.
 */
export function feeds(): Feed[] {
  return [
    ...SUPPORTED_LANGUAGES.map((language) => feed(language)),
    ...SUPPORTED_LANGUAGES.flatMap((language) =>
      BLOG_CATEGORIES.filter((category) => hasCategoryFeed(category, language)).map((category) =>
        feed(language, category),
      ),
    ),
  ];
}
