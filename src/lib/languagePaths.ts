// English pages live at their own URLs: `/en` + the Indonesian path (`/en/home` is the twin of
// `/home`). The auth pages, the admin area and the template material keep one URL each and
// follow the detected language instead (docs/language.md).
import type { Language } from './i18n';

export const ENGLISH_PREFIX = '/en';

/** Sections with one URL for both languages. */
const SINGLE_URL_SECTIONS = ['/auth/', '/pages/', '/docs/', '/landing/'];

const isUnderEnglish = (pathname: string) =>
  pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`);

/** The language a path's URL names: `en` under `/en`, else `id`. */
export function languageOfPath(pathname: string): Language {
  return isUnderEnglish(pathname) ? 'en' : 'id';
}

/** The Indonesian path of any path: `/en/blog` → `/blog`, `/en` → `/`. */
export function stripLanguage(pathname: string): string {
  return isUnderEnglish(pathname) ? pathname.slice(ENGLISH_PREFIX.length) || '/' : pathname;
}

/** Whether the section of an (Indonesian) path has an English twin at all. */
export function hasLanguageTwin(path: string): boolean {
  return !SINGLE_URL_SECTIONS.some((section) => path.startsWith(section));
}

/**
 * The URL of an Indonesian site path (query string and hash allowed) in `language`:
 * `/blog?page=2` → `/en/blog?page=2` in English; unchanged in Indonesian, for single-URL
 * sections, and for anything that is not a site path (`https://…`, `mailto:`, `#top`).
 */
export function localizePath(path: string, language: Language): string {
  if (language === 'id' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (isUnderEnglish(path) || !hasLanguageTwin(path)) return path;
  return path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

/**
 * Where the page at `pathname` is shown in `language`: its twin, or, when the page itself has
 * no version in that language (`pageLanguages`, a post written in Indonesian only), its
 * nearest parent (`/blog/<id>` → `/en/blog`). A single-URL page stays where it is.
 */
export function pathInLanguage(
  pathname: string,
  language: Language,
  pageLanguages: readonly Language[],
): string {
  const base = stripLanguage(pathname);
  if (!hasLanguageTwin(base)) return pathname;
  if (pageLanguages.includes(language)) return localizePath(base, language);
  return localizePath(base.slice(0, base.lastIndexOf('/')) || '/', language);
}
