// The blog's feeds (src/app/prerender/feed.ts): build/rss.xml and build/en/rss.xml, and one per
// category and language, build/blog/<category>/rss.xml and build/en/blog/<category>/rss.xml.
import { allPosts } from '../../../../src/content/blog/blogIndex';
import { feedChannel, feedItems, feeds } from '../../../../src/app/prerender/feed';
import { rssXml } from '../../../../config/prerender/html.mjs';
import { SUPPORTED_LANGUAGES } from '../../../../src/lib/i18n';
import { BLOG_CATEGORIES, paths } from '../../../../src/lib/paths';
import { absoluteUrl } from '../../../../src/lib/site';

const translated = allPosts.filter((post) => post.versions.en);

it('has one Indonesian item per post, newest first, linking to the post', () => {
  const items = feedItems('id');
  expect(items.map((item) => item.link)).toEqual(
    allPosts.map((post) => absoluteUrl(paths.blogPost(post.id))),
  );
  const dates = items.map((item) => item.date);
  expect(dates).toEqual([...dates].sort().reverse());
  const [first] = allPosts;
  expect(items[0]).toEqual({
    title: first!.versions.id.title,
    link: absoluteUrl(paths.blogPost(first!.id)),
    description: first!.versions.id.summary,
    date: first!.date,
    category: first!.category,
  });
});

it('has one English item per translated post, in English, linking to its /en/ page', () => {
  // Some posts are Indonesian only (kode-sumber-nomor-surat-desa, for one): they are left out.
  expect(translated.length).toBeLessThan(allPosts.length);
  expect(allPosts.find((post) => post.id === 'kode-sumber-nomor-surat-desa')?.versions.en).toBe(
    undefined,
  );
  const items = feedItems('en');
  expect(items.map((item) => item.link)).toEqual(
    translated.map((post) => absoluteUrl(`/en${paths.blogPost(post.id)}`)),
  );
  const [first] = translated;
  expect(items[0]).toEqual({
    title: first!.versions.en!.title,
    link: absoluteUrl(`/en${paths.blogPost(first!.id)}`),
    description: first!.versions.en!.summary,
    date: first!.date,
    category: first!.category,
  });
  const dates = items.map((item) => item.date);
  expect(dates).toEqual([...dates].sort().reverse());
});

it("names each feed's language, its blog page and its own URL", () => {
  expect(feedChannel('id')).toEqual({
    title: 'Blog Segara Digital',
    description: expect.stringContaining('Denpasar'),
    link: absoluteUrl('/blog'),
    self: absoluteUrl('/rss.xml'),
    language: 'id',
  });
  expect(feedChannel('en')).toEqual({
    title: 'Segara Digital blog',
    description: expect.stringMatching(/^Tutorials, installation guides/),
    link: absoluteUrl('/en/blog'),
    self: absoluteUrl('/en/rss.xml'),
    language: 'en',
  });
});

it("gives the build the whole blog's feed per language, then one per category and language", () => {
  const all = feeds();
  expect(
    all.slice(0, 2).map((feed) => [feed.path, feed.channel.language, feed.items.length]),
  ).toEqual([
    ['/rss.xml', 'id', allPosts.length],
    ['/en/rss.xml', 'en', translated.length],
  ]);
  const expected = SUPPORTED_LANGUAGES.flatMap((language) =>
    BLOG_CATEGORIES.filter((category) =>
      allPosts.some((post) => post.category === category && post.versions[language]),
    ).map((category) => `${language === 'en' ? '/en' : ''}/blog/${category}/rss.xml`),
  );
  expect(all.slice(2).map((feed) => feed.path)).toEqual(expected);
  // Every category has Indonesian posts; English only where some are translated.
  expect(expected.filter((feedPath) => !feedPath.startsWith('/en/'))).toHaveLength(
    BLOG_CATEGORIES.length,
  );
  expect(expected.filter((feedPath) => feedPath.startsWith('/en/')).length).toBeGreaterThan(0);
});

it("lists a category's posts in its feed, in the feed's language, with the category's channel", () => {
  const feed = feeds().find((f) => f.path === '/en/blog/tutorial/rss.xml')!;
  const posts = allPosts.filter((post) => post.category === 'tutorial' && post.versions.en);
  expect(feed.items.map((item) => item.link)).toEqual(
    posts.map((post) => absoluteUrl(`/en${paths.blogPost(post.id)}`)),
  );
  expect(feed.items.map((item) => item.title)).toEqual(
    posts.map((post) => post.versions.en!.title),
  );
  expect(feed.channel).toEqual({
    title: 'Segara Digital blog: Tutorials',
    description: expect.any(String),
    link: absoluteUrl('/en/blog/tutorial'),
    self: absoluteUrl('/en/blog/tutorial/rss.xml'),
    language: 'en',
  });
  expect(feedChannel('id', 'troubleshoot')).toMatchObject({
    title: 'Blog Segara Digital: Pemecahan Masalah',
    link: absoluteUrl('/blog/troubleshoot'),
    self: absoluteUrl('/blog/troubleshoot/rss.xml'),
    language: 'id',
  });
  for (const { items, channel } of feeds()) {
    const category = /\/blog\/([a-z-]+)\/rss\.xml$/.exec(channel.self)?.[1];
    if (category) for (const item of items) expect(item.category).toBe(category);
    expect(items.length).toBeGreaterThan(0);
  }
});

it('writes every feed as valid RSS 2.0 with the required channel and item elements', () => {
  for (const { channel, items, path } of feeds()) {
    const doc = new DOMParser().parseFromString(rssXml(channel, items), 'application/xml');
    expect([path, doc.getElementsByTagName('parsererror').length]).toEqual([path, 0]);
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channelElement = doc.querySelector('rss > channel')!;
    const text = (parent: Element, name: string) =>
      [...parent.children].find((child) => child.tagName === name)?.textContent;
    expect(text(channelElement, 'title')).toBe(channel.title);
    expect(text(channelElement, 'link')).toBe(channel.link);
    expect(text(channelElement, 'description')).toBe(channel.description);
    expect(text(channelElement, 'language')).toBe(channel.language);
    const self = [...channelElement.children].find((child) => child.tagName === 'atom:link');
    expect(self?.getAttribute('href')).toBe(channel.self);
    expect(self?.getAttribute('rel')).toBe('self');
    const itemElements = [...channelElement.children].filter((child) => child.tagName === 'item');
    expect(itemElements).toHaveLength(items.length);
    for (const item of itemElements) {
      for (const name of ['title', 'link', 'guid', 'pubDate', 'description']) {
        expect([path, name, Boolean(text(item, name))]).toEqual([path, name, true]);
      }
      expect(new Date(text(item, 'pubDate')!).getTime()).not.toBeNaN();
    }
  }
});
