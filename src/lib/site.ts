// Where the site lives, for canonical URLs, Open Graph, the sitemap and the feed.
// REACT_APP_SITE_ORIGIN (see .env.example) overrides the production origin, e.g. for staging.
export const SITE_ORIGIN = (
  process.env.REACT_APP_SITE_ORIGIN || 'https://segaradigital.co.id'
).replace(/\/+$/, '');

/** The share image of pages without their own (1200×630, public/og-image.jpg). */
export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';

/** The blog's RSS feed in Indonesian; `/en` + it in English (written by the prerenderer). */
export const FEED_PATH = '/rss.xml';

/** `path` (a site path or an absolute URL) as an absolute URL on the site's origin. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path)
    ? path
    : `${SITE_ORIGIN}${path.startsWith('/') ? '' : '/'}${path}`;
}
