// The entries of build/sitemap.xml (written by config/prerender/prerender.mjs).
import { allPosts } from '../../content/blog/blogIndex';
import { paths } from '../../lib/paths';
import { absoluteUrl } from '../../lib/site';
import { prerenderPaths } from './prerenderPaths';

/** Template material (docs, landing demos, /pages/*) is noindex and stays out of the sitemap. */
export function isTemplatePath(pathname: string): boolean {
  return /^\/(docs|landing|pages)\//.test(pathname);
}

/** Template material and the login page stay out of the sitemap (both are noindex). */
function inSitemap(pathname: string): boolean {
  return !isTemplatePath(pathname) && !pathname.startsWith('/auth/');
}

export interface SitemapEntry {
  loc: string;
  /** `YYYY-MM-DD`: a post's date, the newest post for blog lists, else the build day. */
  lastmod: string;
}

/** Every prerendered page that search engines may index, with its last change. */
export function sitemapEntries(buildDay: string): SitemapEntry[] {
  const newest = allPosts[0]?.date ?? buildDay;
  const postDates = new Map(allPosts.map((post) => [paths.blogPost(post.id), post.date]));
  return prerenderPaths()
    .filter(inSitemap)
    .map((pathname) => ({
      loc: absoluteUrl(pathname),
      lastmod: postDates.get(pathname) ?? (pathname.startsWith(paths.blog) ? newest : buildDay),
    }));
}
