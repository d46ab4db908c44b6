// The items of build/rss.xml (written by config/prerender/prerender.mjs).
import { allPosts } from '../../content/blog/blogIndex';
import { paths } from '../../lib/paths';
import { absoluteUrl } from '../../lib/site';

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** `YYYY-MM-DD` */
  date: string;
  category: string;
}

/** The blog's RSS items, newest first, in Indonesian. */
export function feedItems(): FeedItem[] {
  return allPosts.map((post) => ({
    title: post.versions.id.title,
    link: absoluteUrl(paths.blogPost(post.id)),
    description: post.versions.id.summary,
    date: post.date,
    category: post.category,
  }));
}
