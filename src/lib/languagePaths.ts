// English pages live at their own URLs: `/en` + the Indonesian path (`/en/home` is the twin of
// `/home`). The auth pages, the admin area and the template material keep one URL each and
// follow the detected language instead (docs/language.md).
import type { Language } from './i18n';

export const ENGLISH_PREFIX = '/en';

/**
 * Sections with one URL for both languages: the route table's (src/app/routes.tsx), written
 * out here because the page's first script decides the language before the table loads. The
 * prerenderer refuses a build where the two differ (src/app/prerender/prerenderPaths.ts).
 */
export const SINGLE_URL_SECTIONS: readonly string[] = ['/auth/', '/pages/', '/docs/', '/landing/'];

const isUnderEnglish = (pathname: string) =>
  pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`);

/**
 * One slash, then not a second slash or a backslash, which browsers read as a slash: `//host/x`
 * and `/\host/x` name another host. Browsers drop tabs and line breaks from a URL before reading
 * it, so they do not count.
 */
const startsOnThisSite = (path: string) => /^\/(?![/\\])/.test(path.replace(/[\t\n\r]/g, ''));

/** The language a path's URL names: `en` under `/en`, else `id`. */
export function languageOfPath(pathname: string): Language {
  return isUnderEnglish(pathname) ? 'en' : 'id';
}

/** The Indonesian path of `pathname` if that is a site path (`/en//evil.example`'s is not). */
function indonesianSitePath(pathname: string): string | undefined {
  const indonesian = isUnderEnglish(pathname)
    ? pathname.slice(ENGLISH_PREFIX.length) || '/'
    : pathname;
  return startsOnThisSite(indonesian) ? indonesian : undefined;
}

/**
 * Whether `path` is a path on this site, before and after its `/en`: `//evil.example` and
 * `/\evil.example` name another host, and so does `/en//evil.example` once its `/en` is gone.
 * A path taken from the address never becomes a link or a move unless it is one
 * (docs/language.md#1-paths).
 */
export function isSitePath(path: string): boolean {
  return indonesianSitePath(path) !== undefined;
}

/**
 * The Indonesian path of any path: `/en/blog` → `/blog`, `/en` → `/`. A path whose rest after
 * `/en` is not a site path (`/en//evil.example`) stays as it is.
 */
export function stripLanguage(pathname: string): string {
  return indonesianSitePath(pathname) ?? pathname;
}

/** Whether the section of an (Indonesian) path has an English twin at all. */
export function hasLanguageTwin(path: string): boolean {
  return !SINGLE_URL_SECTIONS.some((section) => path.startsWith(section));
}

/**
 * The URL of an Indonesian site path (query string and hash allowed) in `language`:
 * `/blog?page=2` → `/en/blog?page=2` in English; unchanged in Indonesian, for single-URL
 * sections, and for anything that is not a site path (`https://…`, `//host`, `mailto:`, `#top`).
 */
export function localizePath(path: string, language: Language): string {
  if (language === 'id' || !isSitePath(path)) return path;
  if (isUnderEnglish(path) || !hasLanguageTwin(path)) return path;
  return path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

/** What a route says of its page (src/lib/pageLanguages.ts). */
export interface PageLanguages {
  /** The languages the page exists in: none for the not-found page. */
  languages: readonly Language[];
  /** The (Indonesian) site path of the page shown instead in a language the page lacks. */
  parent: string;
}

/**
 * Where the page at `pathname` is shown in `language`: its twin, or, when the page has no
 * version in that language (a post written in Indonesian only, a tag of the other language's
 * posts, the not-found page), the page its route names as its parent, in that language
 * (`/blog/<id>` → `/en/blog`). A single-URL page stays where it is. A path that is not a site
 * path has no page here: it goes to the parent too, so the answer is always a site path.
 */
export function pathInLanguage(
  pathname: string,
  language: Language,
  { languages, parent }: PageLanguages,
): string {
  const base = indonesianSitePath(pathname);
  if (base !== undefined) {
    if (!hasLanguageTwin(base)) return pathname;
    if (languages.includes(language)) return localizePath(base, language);
  }
  return localizePath(parent, language);
}
