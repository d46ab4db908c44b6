// The blog's RSS feeds, one per language: build/rss.xml and build/en/rss.xml (written by
// config/prerender/prerender.mjs with rssXml of config/prerender/html.mjs).
import { allPosts } from '../../content/blog/blogIndex';
import { blogPagesContent } from '../../content/blog/blogPages';
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n';
import { localizePath } from '../../lib/languagePaths';
import { paths } from '../../lib/paths';
import { absoluteUrl, FEED_PATH } from '../../lib/site';

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
  /** The blog's list page in the feed's language. */
  link: string;
  /** The feed's own URL (`atom:link rel="self"`). */
  self: string;
  language: Language;
}

export interface Feed {
  /** Where the build writes it: `/rss.xml`, `/en/rss.xml`. */
  path: string;
  channel: FeedChannel;
  items: FeedItem[];
}

/**
 * The blog's RSS items in `language`, newest first, linking to the post's page in that language.
 * English lists the translated posts only: the others have no English page.
 */
export function feedItems(language: Language): FeedItem[] {
  return allPosts.flatMap((post) => {
    const version = post.versions[language];
    if (!version) return [];
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

/** The channel of the feed in `language`. */
export function feedChannel(language: Language): FeedChannel {
  const { title, description } = blogPagesContent[language].feed;
  return {
    title,
    description,
    link: absoluteUrl(localizePath(paths.blog, language)),
    self: absoluteUrl(localizePath(FEED_PATH, language)),
    language,
  };
}

/** Every feed the build writes: one per language. */
export function feeds(): Feed[] {
  return SUPPORTED_LANGUAGES.map((language) => ({
    path: localizePath(FEED_PATH, language),
    channel: feedChannel(language),
    items: feedItems(language),
  }));
}
