// The link check of the built site (tests/e2e/links.spec.ts; docs/development.md#the-link-check):
// every internal link of a page — `<a>`, `<area>`, `<link rel="canonical|alternate">` — must
// answer with a page that is not the not-found page, and its `#fragment` must name an element of
// that page. The pages are fetched from the project's own hosting (config/serve.mjs, which serves
// firebase.json's rules), so redirects, cleanUrls and rewrites resolve as they will in production.
// No browser, no DOM: the prerendered HTML is React's own well-formed output.

/** What the hosting answered for a URL: its status and, for an HTML page, its HTML. */
export interface Fetched {
  status: number;
  html?: string;
}

/** Fetches a site-relative URL (`/en/blog?q=x`), following redirects. */
export type FetchTarget = (url: string) => Promise<Fetched>;

export interface BrokenLink {
  /** The page the link is on. */
  page: string;
  /** The link as written. */
  href: string;
  reason: string;
}

/** The not-found page's own heading: an answer carrying it is no page (src/app/pages/NotFoundPage.tsx). */
const NOT_FOUND_MARKER = /\sid="not-found-title"/;

export function isNotFoundPage(html: string): boolean {
  return NOT_FOUND_MARKER.test(html);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.set((match[1] ?? '').toLowerCase(), decodeEntities(value));
  }
  return attributes;
}

/** Outside <script>, <style> and comments: their text is no markup. */
function markupOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
}

const LINKED_RELS = new Set(['canonical', 'alternate']);

/** Every link a visitor or a search engine follows from the page, as written. */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const match of markupOf(html).matchAll(/<(a|area|link)(\s[^>]*)?>/gi)) {
    const attributes = attributesOf(match[2] ?? '');
    const href = attributes.get('href');
    if (href === undefined) continue;
    if ((match[1] ?? '').toLowerCase() === 'link') {
      const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (!rels.some((rel) => LINKED_RELS.has(rel))) continue;
    }
    links.push(href);
  }
  return links;
}

/** The ids a fragment can name: every element's id, and the name of an `<a>`. */
export function fragmentTargetsOf(html: string): Set<string> {
  const targets = new Set<string>();
  for (const match of markupOf(html).matchAll(/<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi)) {
    const attributes = attributesOf(match[2] ?? '');
    const id = attributes.get('id');
    if (id) targets.add(id);
    const name = attributes.get('name');
    if (name && (match[1] ?? '').toLowerCase() === 'a') targets.add(name);
  }
  return targets;
}

/**
 * The site-relative URL (path and query, no fragment) and the fragment of an internal link, or
 * undefined for a link that leaves the site (another origin, mailto:, tel:, javascript:).
 * `origins` are the origins that are this site: where it is served now, and its production
 * origin (canonical and alternate links are absolute).
 */
export function resolveInternal(
  href: string,
  pageUrl: string,
  origins: readonly string[],
): { url: string; fragment: string } | undefined {
  let resolved: URL;
  try {
    resolved = new URL(href, pageUrl);
  } catch {
    return { url: href, fragment: '' };
  }
  if (!origins.includes(resolved.origin)) return undefined;
  let fragment = resolved.hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // a fragment that is not valid UTF-8 is looked up as written
  }
  return { url: `${resolved.pathname}${resolved.search}`, fragment };
}

/**
 * The broken links of one page: every internal link whose target answers 4xx/5xx or with the
 * not-found page, or whose fragment names no element of the target. `page` is the page's
 * site-relative URL; `origins[0]` is where the site is served. `fetchTarget` should cache:
 * the same targets recur on every page.
 */
export async function brokenLinksOf(
  page: string,
  html: string,
  origins: readonly string[],
  fetchTarget: FetchTarget,
): Promise<BrokenLink[]> {
  const pageUrl = new URL(page, origins[0]).href;
  const broken: BrokenLink[] = [];
  const ownTargets = fragmentTargetsOf(html);
  for (const href of new Set(linksOf(html))) {
    const internal = resolveInternal(href, pageUrl, origins);
    if (!internal) continue;
    const { url, fragment } = internal;
    const samePage = url === new URL(pageUrl).pathname + new URL(pageUrl).search;
    let targetHtml: string | undefined = html;
    if (!samePage) {
      const target = await fetchTarget(url);
      if (target.status >= 400) {
        broken.push({ page, href, reason: `${url} answers ${target.status}` });
        continue;
      }
      if (target.html !== undefined && isNotFoundPage(target.html)) {
        broken.push({ page, href, reason: `${url} is the not-found page` });
        continue;
      }
      targetHtml = target.html;
    }
    // `#` alone is the top of the page; a fragment into a file that is no HTML is not checked.
    if (!fragment || targetHtml === undefined) continue;
    const targets = samePage ? ownTargets : fragmentTargetsOf(targetHtml);
    if (!targets.has(fragment)) {
      broken.push({ page, href, reason: `no element with id "${fragment}" on ${url}` });
    }
  }
  return broken;
}
