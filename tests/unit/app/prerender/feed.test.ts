// The blog's feeds, build/rss.xml and build/en/rss.xml (src/app/prerender/feed.ts).
import { allPosts } from '../../../../src/content/blog/blogIndex';
import { feedChannel, feedItems, feeds } from '../../../../src/app/prerender/feed';
import { paths } from '../../../../src/lib/paths';
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

it('gives the build one feed per language, at /rss.xml and /en/rss.xml', () => {
  expect(feeds().map((feed) => [feed.path, feed.channel.language, feed.items.length])).toEqual([
    ['/rss.xml', 'id', allPosts.length],
    ['/en/rss.xml', 'en', translated.length],
  ]);
});
