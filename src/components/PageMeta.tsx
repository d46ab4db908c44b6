import { useLocation } from 'react-router-dom';
import { hasLanguageTwin, localizePath, stripLanguage } from '../lib/languagePaths';
import { usePageLanguages } from '../lib/pageLanguages';
import { useReplacePrerenderedHead } from '../lib/prerenderedHead';
import { useT } from '../lib/useLanguage';
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from '../lib/site';
import { JsonLd } from './JsonLd';

/**
 * A page's metadata with React 19's built-in tags (hoisted into `<head>`; no helmet library):
 * `Page — Segara Digital`, description, the canonical URL (the page's own, on the site's
 * origin), `hreflang` alternates (the Indonesian page, its English twin where there is one, and
 * the Indonesian page as `x-default`; none on single-URL pages), Open Graph and Twitter card,
 * and optional JSON-LD.
 */
export function PageMeta({
  title,
  description,
  type = 'website',
  image = DEFAULT_SHARE_IMAGE,
  jsonLd,
}: {
  title: string;
  description: string;
  /** Open Graph type: `article` for posts. */
  type?: 'website' | 'article' | 'profile';
  /** A site path or absolute URL of the share image. */
  image?: string;
  jsonLd?: Record<string, unknown>;
}) {
  const { t, language } = useT();
  const { pathname } = useLocation();
  useReplacePrerenderedHead();
  const fullTitle = t('meta.titleTemplate', { title });
  const canonical = absoluteUrl(pathname);
  const imageUrl = absoluteUrl(image);
  const indonesian = stripLanguage(pathname);
  const hasTwin = hasLanguageTwin(indonesian);
  const alternates = usePageLanguages().languages.map((lng) => ({
    lng,
    href: absoluteUrl(localizePath(indonesian, lng)),
  }));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {hasTwin &&
        alternates.map(({ lng, href }) => (
          <link key={lng} rel="alternate" hrefLang={lng} href={href} />
        ))}
      {/* The Indonesian page, or the English one where only it exists (an English tag). */}
      {hasTwin && alternates[0] && (
        <link rel="alternate" hrefLang="x-default" href={alternates[0].href} />
      )}
      <meta property="og:site_name" content="Segara Digital" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={language === 'en' ? 'en_US' : 'id_ID'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}
