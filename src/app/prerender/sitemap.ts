// The entries of build/sitemap.xml (written by config/prerender/prerender.mjs): each indexable
// page in both languages, with its language alternates (docs/language.md).
import { allPosts } from '../../content/blog/blogIndex';
import { localizePath } from '../../lib/languagePaths';
import { paths } from '../../lib/paths';
import { absoluteUrl } from '../../lib/site';
import { englishPrerenderPaths, prerenderPaths } from './prerenderPaths';

/** Template material (docs, landing demos, /pages/*) is noindex and stays out of the sitemap. */
export function isTemplatePath(pathname: string): boolean {
  return /^\/(docs|landing|pages)\//.test(pathname);
}

/** Template material and the login page stay out of the sitemap (both are noindex). */
function inSitemap(pathname: string): boolean {
  return !isTemplatePath(pathname) && !pathname.startsWith('/auth/');
}

/** One `xhtml:link rel="alternate"`: the same page in `hreflang`. */
export interface SitemapAlternate {
  hreflang: 'id' | 'en' | 'x-default';
  href: string;
}

export interface SitemapEntry {
  loc: string;
  /** `YYYY-MM-DD`: a post's date, the newest post for blog lists, else the build day. */
  lastmod: string;
  /** Every language version of the page, itself included, and x-default (the Indonesian one). */
  alternates: SitemapAlternate[];
}

/**
 * Every prerendered page that search engines may index, with its last change and its
 * alternates: the Indonesian page, then its English twin when it has one (an Indonesian-only
 * post has none). Both list the same alternates, as Google's sitemap format asks.
 */
export function sitemapEntries(buildDay: string): SitemapEntry[] {
  const newest = allPosts[0]?.date ?? buildDay;
  const postDates = new Map(allPosts.map((post) => [paths.blogPost(post.id), post.date]));
  const englishPages = new Set(englishPrerenderPaths());
  return prerenderPaths()
    .filter(inSitemap)
    .flatMap((pathname) => {
      const lastmod =
        postDates.get(pathname) ?? (pathname.startsWith(paths.blog) ? newest : buildDay);
      const indonesian = absoluteUrl(pathname);
      const englishPath = localizePath(pathname, 'en');
      const english = englishPages.has(englishPath) ? absoluteUrl(englishPath) : undefined;
      const alternates: SitemapAlternate[] = [
        { hreflang: 'id', href: indonesian },
        ...(english ? [{ hreflang: 'en' as const, href: english }] : []),
        { hreflang: 'x-default', href: indonesian },
      ];
      return [indonesian, ...(english ? [english] : [])].map((loc) => ({
        loc,
        lastmod,
        alternates,
      }));
    });
}
