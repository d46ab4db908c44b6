// The text the prerenderer writes, as pure functions (unit-tested in tests/unit/config/):
// each page's HTML from the app shell, sitemap.xml, robots.txt and the blog's feeds.

/**
 * React emits a page's hoistable tags (title, meta, link) before its markup: they go to <head>.
 * @param {any} html
 */
export function splitHead(html) {
  const hoistable = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
  let head = '';
  let rest = html;
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * JSON that is safe inside a <script> element.
 * @param {any} value
 */
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * `<link rel="stylesheet">`s for `hrefs`, placed right after the template's own stylesheet
 * links: they come later in the cascade, as they did when all styles were one file.
 * @param {string} template
 * @param {any[]} hrefs
 */
function addStylesheets(template, hrefs) {
  if (hrefs.length === 0) return template;
  const links = [...template.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)];
  const last = links.at(-1);
  if (!last) throw new Error("build/index.html links no stylesheet to put the page's own after");
  const at = last.index + last[0].length;
  const tags = hrefs
    .map((/** @type {any} */ href) => `<link href="${href}" rel="stylesheet"/>`)
    .join('');
  return template.slice(0, at) + tags + template.slice(at);
}

/**
 * The page: its markup in #root, then, for hydration, the router's data (`#router-data`, read
 * by src/app/hydration.ts) naming the translation namespaces the page was rendered with
 * (`data-namespaces`: `translation`, and `staff` on the sign-in pages), which the browser
 * fetches with the scripts: they are the same files for every page, and the HTML, whose first
 * 14.6 KB arrive in the first round trip, carries what the first paint needs
 * (docs/development.md#the-first-round-trip). `<html lang="…">` is the page's `language`;
 * `path` is the path it was rendered for (the browser hydrates only there: 404.html serves
 * every unknown path), and `routeId` the route it matched there (the browser resolves that
 * route's lazy parts by it). `stylesheets`: the page's own, after the site's (the template
 * material's: webpack.config.js).
 * @param {string} shell
 * @param {object} page
 * @param {string} page.head
 * @param {string} page.body
 * @param {unknown} page.hydrationData
 * @param {string[]} [page.namespaces] The translation namespaces the page used.
 * @param {'id' | 'en'} [page.language] `<html lang>`; `id` unless given.
 * @param {string} [page.path] The path the page was rendered for (`data-path` of `#router-data`).
 * @param {string} [page.routeId] react-router's id of the route it matched (`data-route`).
 * @param {string[]} [page.stylesheets] Stylesheet URLs of the page's own, linked after the site's.
 * @returns {string}
 */
export function fillTemplate(
  shell,
  {
    head,
    body,
    hydrationData,
    namespaces = [],
    language = 'id',
    path = '',
    routeId = '',
    stylesheets = [],
  },
) {
  // A document has one <title>: the page's replaces the app shell's.
  const titled = (
    /<title>/.test(head) ? shell.replace(/<title>[\s\S]*?<\/title>/, '') : shell
  ).replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  const template = addStylesheets(titled, stylesheets);
  const start = template.indexOf('<div id="root">');
  const end = template.lastIndexOf('</body>');
  if (start < 0 || end < 0) throw new Error('build/index.html has no <div id="root"> … </body>');
  return (
    template.slice(0, start) +
    `<div id="root">${body}</div>` +
    `<script type="application/json" id="router-data" data-path="${escapeXml(path)}" data-route="${escapeXml(routeId)}" data-namespaces="${escapeXml(namespaces.join(' '))}">${scriptJson(hydrationData)}</script>` +
    template.slice(end)
  ).replace('</head>', `${head}</head>`);
}

/** @type {Record<string, string>} */
const XML_ENTITIES = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

export const escapeXml = (/** @type {string} */ text) =>
  text.replace(/[<>&'"]/g, (c) => XML_ENTITIES[c] ?? c);

/**
 * sitemap.xml: each entry of src/app/prerender/sitemap.ts with its language alternates as
 * `xhtml:link` elements (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 * @param {any[]} entries
 */
export function sitemapXml(entries) {
  const alternate = (/** @type {{ hreflang: any; href: any; }} */ a) =>
    `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`;
  const urls = entries
    .map(
      (/** @type {{ loc: any; lastmod: any; alternates: any; }} */ e) =>
        `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod>` +
        `${(e.alternates ?? []).map(alternate).join('')}</url>`,
    )
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls}\n</urlset>\n`
  );
}

/**
 * @param {any} origin
 */
export function robotsTxt(origin) {
  return `User-agent: *\nDisallow: /auth/\nDisallow: /pages/account/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * An RSS 2.0 feed: `channel` and `items` of src/app/prerender/feed.ts.
 * @param {{ title: any; link: any; self: any; description: any; language: any; }} channel
 * @param {any[]} items
 */
export function rssXml(channel, items) {
  const entries = items
    .map(
      (
        /** @type {{ title: any; link: any; description: any; category: any; date: any; }} */ item,
      ) =>
        `    <item>\n      <title>${escapeXml(item.title)}</title>\n      <link>${escapeXml(item.link)}</link>\n` +
        `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>\n` +
        `      <description>${escapeXml(item.description)}</description>\n` +
        `      <category>${escapeXml(item.category)}</category>\n` +
        `      <pubDate>${new Date(`${item.date}T00:00:00+08:00`).toUTCString()}</pubDate>\n    </item>`,
    )
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n` +
    `    <title>${escapeXml(channel.title)}</title>\n    <link>${escapeXml(channel.link)}</link>\n` +
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>\n` +
    `    <description>${escapeXml(channel.description)}</description>\n` +
    `    <language>${channel.language}</language>\n${entries}\n  </channel>\n</rss>\n`
  );
}
