// The entries of build/sitemap.xml (written by config/prerender/prerender.mjs): each indexable
// page in both languages, with its language alternates (docs/language.md).
import { allPosts } from '../../content/blog/blogIndex';
import { localizePath, stripLanguage } from '../../lib/languagePaths';
import { paths } from '../../lib/paths';
import { absoluteUrl } from '../../lib/site';
import { englishPrerenderPaths, pathsIndexed, prerenderPaths } from './prerenderPaths';

/** Template material: the prerenderer gives it the template stylesheet. */
export const templatePaths = (): string[] => [...pathsIndexed('template')];

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
 * post, a tag English posts lack, has none). Both list the same alternates, as Google's
 * sitemap format asks. Then the English pages with no Indonesian twin (a tag only English
 * posts carry), each its own en and x-default alternate.
 */
export function sitemapEntries(buildDay: string): SitemapEntry[] {
  const newest = allPosts[0]?.date ?? buildDay;
  const postDates = new Map(allPosts.map((post) => [paths.blogPost(post.id), post.date]));
  const englishPages = new Set(englishPrerenderPaths());
  // Template material and the login page stay out (their routes say `index`: pageRoute.ts).
  const indexed = pathsIndexed(true);
  const indonesianPages = prerenderPaths().filter((pathname) => indexed.has(pathname));
  const lastmodOf = (pathname: string) =>
    postDates.get(pathname) ?? (pathname.startsWith(paths.blog) ? newest : buildDay);
  const indonesianSet = new Set(indonesianPages);
  const englishOnly = [...englishPages]
    .filter((englishPath) => !indonesianSet.has(stripLanguage(englishPath)))
    .map((englishPath) => {
      const loc = absoluteUrl(englishPath);
      return {
        loc,
        lastmod: lastmodOf(stripLanguage(englishPath)),
        alternates: [
          { hreflang: 'en' as const, href: loc },
          { hreflang: 'x-default' as const, href: loc },
        ],
      };
    });
  const paired = indonesianPages.flatMap((pathname) => {
    const lastmod = lastmodOf(pathname);
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
  return [...paired, ...englishOnly];
}
