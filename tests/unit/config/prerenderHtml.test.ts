// What the prerenderer writes around each page (config/prerender/html.mjs).
import {
  fillTemplate,
  robotsTxt,
  rssXml,
  sitemapXml,
  splitHead,
} from '../../../config/prerender/html.mjs';

const template =
  '<!doctype html><html lang="id"><head><meta charset="utf-8"/><script defer src="/static/js/main.js"></script></head>' +
  '<body><noscript>JS</noscript><div id="root"><div class="page-loading">Memuat...</div></div></body></html>';

describe('splitHead', () => {
  it('takes the leading title, meta and link tags React emits for the head', () => {
    const { head, body } = splitHead(
      '<title>Kontak — Segara Digital</title><meta name="description" content="a &gt; b"/>' +
        '<link rel="canonical" href="https://x.id/kontak"/><a class="skip-link">Lewati</a><meta name="x"/>',
    );
    expect(head).toBe(
      '<title>Kontak — Segara Digital</title><meta name="description" content="a &gt; b"/>' +
        '<link rel="canonical" href="https://x.id/kontak"/>',
    );
    expect(body).toBe('<a class="skip-link">Lewati</a><meta name="x"/>');
  });
});

describe('fillTemplate', () => {
  it('puts the page in #root, the head tags in <head> and the router data as JSON', () => {
    const html = fillTemplate(template, {
      head: '<title>T</title>',
      body: '<h1>Halo</h1>',
      hydrationData: { loaderData: { x: '</script><script>alert(1)</script>' } },
      path: '/blog/a"b',
      routeId: '4-0-0-12',
    });
    expect(html).toContain('<title>T</title></head>');
    expect(html).toContain('<div id="root"><h1>Halo</h1></div>');
    expect(html).not.toContain('Memuat...');
    expect(html).toContain('<noscript>JS</noscript>');
    // The data cannot close its script element.
    expect(html).not.toContain('</script><script>alert(1)');
    // The path it was rendered for, which the browser compares with its own before hydrating,
    // and the route it matched, whose lazy parts the browser resolves by that id.
    const json =
      /<script type="application\/json" id="router-data" data-path="\/blog\/a&quot;b" data-route="4-0-0-12" data-namespaces="">([^<]*)<\/script>/.exec(
        html,
      )![1]!;
    expect(JSON.parse(json)).toEqual({ loaderData: { x: '</script><script>alert(1)</script>' } });
  });

  it('names the translation namespaces the page was rendered with, and embeds none', () => {
    const page = (namespaces?: string[]) =>
      fillTemplate(template, { head: '', body: '', hydrationData: {}, namespaces });
    expect(page(['translation', 'staff'])).toMatch(
      /<script type="application\/json" id="router-data"[^>]* data-namespaces="translation staff">/,
    );
    // None named (the browser then renders afresh, loading its translations).
    expect(page()).toContain('data-namespaces="">');
    expect(page(['translation'])).not.toContain('translation-data');
  });

  it("puts the page's <title> in place of the app shell's: one title per document", () => {
    const shell = template.replace('</head>', '<title>Segara Digital</title></head>');
    const page = fillTemplate(shell, { head: '<title>T</title>', body: '', hydrationData: {} });
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>T</title></head>');
    // A page without a title of its own keeps the shell's.
    expect(fillTemplate(shell, { head: '', body: '', hydrationData: {} })).toContain(
      '<title>Segara Digital</title>',
    );
  });

  it("links the page's own stylesheets right after the site's", () => {
    const shell = template.replace(
      '<script defer',
      '<link href="/static/css/site.1.css" rel="stylesheet"/><script defer',
    );
    const page = fillTemplate(shell, {
      head: '',
      body: '',
      hydrationData: {},
      stylesheets: ['/static/css/template.2.css'],
    });
    expect(page).toContain(
      '<link href="/static/css/site.1.css" rel="stylesheet"/>' +
        '<link href="/static/css/template.2.css" rel="stylesheet"/><script defer',
    );
    expect(fillTemplate(shell, { head: '', body: '', hydrationData: {} })).not.toContain(
      'template.2.css',
    );
    expect(() =>
      fillTemplate(template, { head: '', body: '', hydrationData: {}, stylesheets: ['/x.css'] }),
    ).toThrow(/stylesheet/);
  });

  it('refuses a template without #root', () => {
    expect(() => fillTemplate('<html></html>', { head: '', body: '', hydrationData: {} })).toThrow(
      /root/,
    );
  });
});

describe('sitemap, robots and feed', () => {
  const channel = {
    title: 'Blog & kabar',
    description: 'Kabar dari Denpasar',
    link: 'https://x.id/blog',
    self: 'https://x.id/rss.xml',
    language: 'id',
  };

  it('writes a sitemap with escaped locations and lastmod', () => {
    const xml = sitemapXml([{ loc: 'https://x.id/blog?a=1&b=2', lastmod: '2026-11-22' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ');
    expect(xml).toContain(
      '<url><loc>https://x.id/blog?a=1&amp;b=2</loc><lastmod>2026-11-22</lastmod></url>',
    );
  });

  it("lists each page's language alternates as xhtml:link elements", () => {
    const alternates = [
      { hreflang: 'id', href: 'https://x.id/blog' },
      { hreflang: 'en', href: 'https://x.id/en/blog' },
      { hreflang: 'x-default', href: 'https://x.id/blog' },
    ];
    const xml = sitemapXml([
      { loc: 'https://x.id/blog', lastmod: '2026-11-22', alternates },
      { loc: 'https://x.id/en/blog', lastmod: '2026-11-22', alternates },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const links =
      '<xhtml:link rel="alternate" hreflang="id" href="https://x.id/blog"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.id/en/blog"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.id/blog"/>';
    expect(xml).toContain(
      `<url><loc>https://x.id/blog</loc><lastmod>2026-11-22</lastmod>${links}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://x.id/en/blog</loc><lastmod>2026-11-22</lastmod>${links}</url>`,
    );
  });

  it('points robots.txt at the sitemap and keeps crawlers out of auth and admin', () => {
    expect(robotsTxt('https://x.id')).toBe(
      'User-agent: *\nDisallow: /auth/\nDisallow: /pages/account/\n\nSitemap: https://x.id/sitemap.xml\n',
    );
  });

  it('writes RSS 2.0 items with escaped text and Bali-time publication dates', () => {
    const xml = rssXml(channel, [
      {
        title: 'Kasir & QRIS <baru>',
        link: 'https://x.id/blog/kasir',
        description: 'Ringkas',
        date: '2026-11-22',
        category: 'tutorial',
      },
    ]);
    expect(xml).toContain('<title>Kasir &amp; QRIS &lt;baru&gt;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://x.id/blog/kasir</guid>');
    expect(xml).toContain('<pubDate>Sat, 21 Nov 2026 16:00:00 GMT</pubDate>');
    expect(xml).toContain('<atom:link href="https://x.id/rss.xml" rel="self"');
    expect(xml).toContain('<title>Blog &amp; kabar</title>\n    <link>https://x.id/blog</link>');
    expect(xml).toContain('<description>Kabar dari Denpasar</description>');
    expect(xml).toContain('<language>id</language>');
  });

  it("writes each language's feed with its own channel: the English one at /en/rss.xml", () => {
    const xml = rssXml(
      {
        title: 'Segara Digital blog',
        description: 'News from Denpasar',
        link: 'https://x.id/en/blog',
        self: 'https://x.id/en/rss.xml',
        language: 'en',
      },
      [],
    );
    expect(xml).toContain(
      '<title>Segara Digital blog</title>\n    <link>https://x.id/en/blog</link>',
    );
    expect(xml).toContain(
      '<atom:link href="https://x.id/en/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<language>en</language>');
    expect(xml).not.toContain('<item>');
  });
});
