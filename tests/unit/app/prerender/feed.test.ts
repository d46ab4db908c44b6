// The items of build/rss.xml (src/app/prerender/feed.ts).
import { allPosts } from '../../../../src/content/blog/blogIndex';
import { feedItems } from '../../../../src/app/prerender/feed';
import { paths } from '../../../../src/lib/paths';
import { absoluteUrl } from '../../../../src/lib/site';

it('has one item per post, newest first, in Indonesian, linking to the post', () => {
  const items = feedItems();
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
