export declare function splitHead(html: string): { head: string; body: string };
export declare function fillTemplate(
  template: string,
  page: {
    head: string;
    body: string;
    hydrationData: unknown;
    translation?: unknown;
    /** `<html lang>`; `id` unless given. */
    language?: 'id' | 'en';
    /** The path the page was rendered for (`data-path` of `#router-data`). */
    path?: string;
    /** Stylesheet URLs of the page's own, linked after the site's. */
    stylesheets?: string[];
  },
): string;
export declare const escapeXml: (text: string) => string;
export declare function sitemapXml(
  entries: {
    loc: string;
    lastmod: string;
    alternates?: { hreflang: string; href: string }[];
  }[],
): string;
export declare function robotsTxt(origin: string): string;
export declare function rssXml(
  channel: { title: string; description: string; link: string; self: string; language: string },
  items: { title: string; link: string; description: string; date: string; category: string }[],
): string;
