// The link check's resolving (tests/e2e/linkCrawl.ts) on a small site of its own, with broken
// links planted: each is reported with the page it is on; sound links, external links and
// links into files that are no HTML are not.
import { brokenLinksOf, linksOf, type Fetched } from '../../e2e/linkCrawl';

const ORIGINS = ['http://localhost:4173', 'https://segaradigital.co.id'];

const page = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

const SITE: Record<string, Fetched> = {
  '/home': { status: 200, html: page('<h2 id="layanan">Layanan</h2><a name="lama"></a>') },
  '/docs/intro': { status: 200, html: page('<h2 id="mulai">Mulai</h2>') },
  '/rss.xml': { status: 200 },
  '/en/blog/tag': { status: 404, html: page('<h1 id="not-found-title">Not found</h1>') },
  '/blog/tag/y': { status: 200, html: page('<h1 id="not-found-title">Tidak ditemukan</h1>') },
};

function fetchFake(asked: string[]) {
  return (url: string) => {
    asked.push(url);
    return Promise.resolve(SITE[url] ?? { status: 404 });
  };
}

describe('brokenLinksOf', () => {
  it('reports every planted broken link with its page, and nothing else', async () => {
    const html = page(
      [
        '<a href="/home#layanan">ok</a>',
        '<a href="/home#lama">ok, a named anchor</a>',
        '<a href="https://segaradigital.co.id/docs/intro#mulai">ok, the production origin</a>',
        '<a href="https://github.com/nope">external</a>',
        '<a href="mailto:halo@example.com">mail</a>',
        '<a href="#atas">own fragment</a><span id="atas"></span>',
        '<a href="/rss.xml">a feed</a>',
        '<a href="docs/search.md">relative, to /blog/docs/search.md</a>',
        '<a href="/home#tidak-ada">missing fragment</a>',
        '<a href="/en/blog/tag">404</a>',
        '<a href="/blog/tag/y">the not-found page, with 200</a>',
        '<a href="#hilang">missing own fragment</a>',
      ].join(''),
      '<link rel="canonical" href="https://segaradigital.co.id/docs/intro"/>' +
        '<link rel="alternate" hreflang="en" href="https://segaradigital.co.id/en/docs/intro"/>' +
        '<link rel="stylesheet" href="/not-checked.css"/>',
    );
    const asked: string[] = [];
    const broken = await brokenLinksOf('/blog/x', html, ORIGINS, fetchFake(asked));
    expect(broken).toEqual([
      {
        page: '/blog/x',
        href: 'https://segaradigital.co.id/en/docs/intro',
        reason: '/en/docs/intro answers 404',
      },
      { page: '/blog/x', href: 'docs/search.md', reason: '/blog/docs/search.md answers 404' },
      {
        page: '/blog/x',
        href: '/home#tidak-ada',
        reason: 'no element with id "tidak-ada" on /home',
      },
      { page: '/blog/x', href: '/en/blog/tag', reason: '/en/blog/tag answers 404' },
      { page: '/blog/x', href: '/blog/tag/y', reason: '/blog/tag/y is the not-found page' },
      {
        page: '/blog/x',
        href: '#hilang',
        reason: 'no element with id "hilang" on /blog/x',
      },
    ]);
    expect(asked).not.toContain('/not-checked.css');
    expect(asked.some((url) => url.includes('github') || url.includes('mailto'))).toBe(false);
  });

  it('passes a page whose links all resolve', async () => {
    const html = page('<a href="/home#layanan">a</a><a href="/rss.xml">b</a>');
    expect(await brokenLinksOf('/docs/intro', html, ORIGINS, fetchFake([]))).toEqual([]);
  });
});

describe('linksOf', () => {
  it('reads links outside scripts and comments, entities decoded', () => {
    const html = page(
      '<a href="/blog?q=a&amp;b">x</a><!-- <a href="/comment"> --><script>"<a href=\\"/script\\">"</script>',
    );
    expect(linksOf(html)).toEqual(['/blog?q=a&b']);
  });
});
