// How a page starts, decided once from what the browser was handed: hydrate the prerendered HTML
// or render afresh, and in which language. Pure: src/index.tsx gathers the facts, calls
// planStart() and carries the plan out (docs/language.md#4-the-start-hydrate-or-render-afresh).
import { DEFAULT_LANGUAGE, type Language } from '../lib/i18n';
import { hasLanguageTwin, languageOfPath, stripLanguage } from '../lib/languagePaths';
import { CONTACT_QUERY, SEARCH_QUERY } from '../lib/paths';

/** What the document tells about itself when the boot starts. */
export interface PageAtStart {
  pathname: string;
  search: string;
  /** `<html lang>`: the language the prerendered HTML is in. */
  htmlLanguage: string;
  /** The path the HTML was prerendered for (`#router-data`), none for the app shell. */
  prerenderedPath: string | undefined;
  /** Whether the HTML names the translations it was rendered with (`#router-data`). */
  hasTranslation: boolean;
}

export interface StartPlan {
  mode: 'hydrate' | 'render';
  language: Language;
  /** Rendering afresh over prerendered markup (whose head tags React's then replace). */
  overPrerendered: boolean;
}

/** The language the URL names; none on the single-URL pages (auth, admin, template material). */
export function urlLanguage(pathname: string): Language | undefined {
  return hasLanguageTwin(stripLanguage(pathname)) ? languageOfPath(pathname) : undefined;
}

/**
 * What a link from a campaign, an ad or a social app adds to a URL (`utm_source`, Facebook's and
 * Instagram's `fbclid`, Google Ads' `gclid`…): for analytics, never read by the site.
 */
const CAMPAIGN_TAG = /^(utm_[a-z_]+|[a-z]*clid|msclkid|igsh(id)?|[gw]braid)$/;

/**
 * What the site's own links and forms add, read by their pages only once hydrated: the blog's
 * search and the contact form's product and intent. The prerendered page is their first render.
 */
const READ_AFTER_HYDRATION = new Set<string>([
  SEARCH_QUERY,
  CONTACT_QUERY.product,
  CONTACT_QUERY.intent,
]);

/**
 * Hydrate when the HTML was prerendered for exactly this URL (apart from `?lng=`, campaign tags
 * and READ_AFTER_HYDRATION, a query such as a blog page number may render differently;
 * build/404.html answers every unknown path), with its translations, in the language the page
 * is to be shown in. Anything else renders afresh. The language is the URL's; a single-URL
 * page's is the visitor's (`visitorLanguage`, detected in the product's order: only asked for
 * where `urlLanguage()` has none).
 */
export function planStart(page: PageAtStart, visitorLanguage?: Language): StartPlan {
  const language = urlLanguage(page.pathname) ?? visitorLanguage ?? DEFAULT_LANGUAGE;
  const query = new URLSearchParams(page.search);
  for (const key of [...query.keys()]) {
    if (key === 'lng' || CAMPAIGN_TAG.test(key) || READ_AFTER_HYDRATION.has(key)) {
      query.delete(key);
    }
  }
  const prerendered = page.prerenderedPath !== undefined;
  const hydrate =
    prerendered &&
    page.prerenderedPath === page.pathname &&
    query.size === 0 &&
    page.hasTranslation &&
    page.htmlLanguage === language;
  return { mode: hydrate ? 'hydrate' : 'render', language, overPrerendered: prerendered };
}
