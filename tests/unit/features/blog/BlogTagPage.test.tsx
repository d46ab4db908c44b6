import { screen } from '@testing-library/react';
import { blogTagRoute } from '../../../../src/features/blog/BlogTagPage';
import { allPosts } from '../../../../src/content/blog/blogIndex';
import { postsWithTag, tagSlugs } from '../../../../src/content/blog/blogTags';
import { localizePath } from '../../../../src/lib/languagePaths';
import { paths } from '../../../../src/lib/paths';
import { renderRoutes } from './renderRoutes';

const routes = [
  { path: paths.blogTagPattern, ...blogTagRoute },
  { path: localizePath(paths.blogTagPattern, 'en'), ...blogTagRoute },
];

describe('postsWithTag', () => {
  it("finds a tag in one language's versions, newest first", () => {
    const qris = postsWithTag('qris', 'id')!;
    expect(qris.tag).toBe('qris');
    expect(qris.posts.map((post) => post.id)).toEqual(
      allPosts.filter((post) => post.versions.id.tags.includes('qris')).map((post) => post.id),
    );
    expect(postsWithTag('node-js', 'id')?.tag).toBe('node.js');
    expect(postsWithTag('pembayaran', 'en')).toBeUndefined();
    expect(postsWithTag('payments', 'id')).toBeUndefined();
    expect(postsWithTag('tidak-ada', 'id')).toBeUndefined();
  });

  it('lists every tag once per language', () => {
    const slugs = tagSlugs('id');
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain('pembayaran');
    expect(tagSlugs('en')).toContain('payments');
  });
});

describe('BlogTagPage', () => {
  it("lists a tag's posts, each linking to its post", async () => {
    renderRoutes(routes, paths.blogTag('qris'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artikel dengan tag #qris' }),
    ).toBeInTheDocument();
    const posts = postsWithTag('qris', 'id')!.posts;
    expect(screen.getAllByRole('article')).toHaveLength(posts.length);
    for (const post of posts) {
      expect(screen.getByRole('heading', { level: 2, name: post.versions.id.title })).toBeVisible();
    }
  });

  it('lists the English tag in English', async () => {
    renderRoutes(routes, localizePath(paths.blogTag('payments'), 'en'), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Articles tagged #payments' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/blog/tag/tidak-ada', 'id', 'Halaman tidak ditemukan'],
    ['/blog/tag/payments', 'id', 'Halaman tidak ditemukan'],
    ['/en/blog/tag/pembayaran', 'en', 'Page not found'],
  ] as const)('answers %s with the not-found page', async (url, lng, heading) => {
    renderRoutes(routes, url, lng);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('/blog/tag without a tag', () => {
  it.each([
    ['/blog/tag', 'id', '/blog'],
    ['/en/blog/tag', 'en', '/en/blog'],
  ] as const)('%s goes to the blog', async (url, lng, blog) => {
    const { router } = renderRoutes(routes, url, lng);
    await screen.findByText('other page');
    expect(router.state.location.pathname).toBe(blog);
  });
});
