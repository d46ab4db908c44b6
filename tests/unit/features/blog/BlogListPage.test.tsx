import { screen, waitFor, within } from '@testing-library/react';
import { blogListRoute } from '../../../../src/features/blog/BlogListPage';
import { allPosts, postsInCategory } from '../../../../src/content/blog/blogIndex';
import { BLOG_CATEGORIES, paths } from '../../../../src/lib/paths';
import { renderRoutes } from './renderRoutes';

const routes = [
  { path: 'blog', ...blogListRoute() },
  ...BLOG_CATEGORIES.map((category) => ({ path: `blog/${category}`, ...blogListRoute(category) })),
];

function postTitles() {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('BlogListPage', () => {
  it('shows the nine newest posts with category, date and reading time', async () => {
    renderRoutes(routes, '/blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Semua Post' }),
    ).toBeInTheDocument();
    expect(postTitles()).toEqual(allPosts.slice(0, 9).map((post) => post.versions.id.title));
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText(/menit baca$/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Baca artikel/ })).toHaveAttribute(
      'href',
      paths.blogPost(allPosts[0]!.id),
    );
    const pages = screen.getByRole('navigation', { name: 'Halaman daftar artikel' });
    expect(within(pages).getByRole('link', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Berikutnya' })).toHaveAttribute(
      'href',
      '/blog?page=2',
    );
  });

  it('shows the rest on ?page=2', async () => {
    renderRoutes(routes, '/blog?page=2');
    await screen.findByText('Halaman 2 dari 2');
    expect(postTitles()).toEqual(allPosts.slice(9, 18).map((post) => post.versions.id.title));
  });

  it.each([
    ['/blog?page=99', '/blog', '?page=2', 'the last page'],
    ['/blog?page=abc', '/blog', '', 'page 1'],
    ['/blog?page=-1', '/blog', '', 'page 1'],
    ['/blog?page=1', '/blog', '', 'page 1 without the parameter'],
    ['/blog/acara?page=5', '/blog/acara', '', 'the only page of a small category'],
  ])('sends %s to %s%s (%s)', async (from, pathname, search) => {
    const { router } = renderRoutes(routes, from);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(pathname + search),
    );
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('filters by category and marks the chip', async () => {
    renderRoutes(routes, '/blog/tutorial');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutorial' })).toBeInTheDocument();
    expect(postTitles()).toEqual(postsInCategory('tutorial').map((post) => post.versions.id.title));
    const chips = screen.getByRole('navigation', { name: 'Kategori artikel' });
    expect(within(chips).getByRole('link', { name: 'Tutorial' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(chips).getAllByRole('link')).toHaveLength(7);
    expect(
      screen.queryByRole('navigation', { name: 'Halaman daftar artikel' }),
    ).not.toBeInTheDocument();
  });

  it('speaks English, falling back to Indonesian titles marked with their language', async () => {
    const untranslated = allPosts.find((post) => !post.versions.en)!;
    const page = Math.floor(allPosts.indexOf(untranslated) / 9) + 1;
    renderRoutes(routes, page === 1 ? '/blog' : `/blog?page=${page}`, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'All posts' })).toBeInTheDocument();
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByText(/min read$/)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: untranslated.versions.id.title })).toHaveAttribute(
      'lang',
      'id',
    );
  });

  it("links the blog's feed visibly and in the head, and on a category page the category's too", async () => {
    const feedLinks = () =>
      [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map(
        (link) => [link.getAttribute('href'), link.getAttribute('title')],
      );
    const { unmount } = renderRoutes(routes, '/blog');
    await screen.findByRole('heading', { level: 1, name: 'Semua Post' });
    expect(screen.getByRole('link', { name: 'Langganan RSS' })).toHaveAttribute('href', '/rss.xml');
    expect(feedLinks()).toEqual([['/rss.xml', 'Blog Segara Digital']]);
    unmount();

    renderRoutes(routes, '/blog/tutorial');
    await screen.findByRole('heading', { level: 1, name: 'Tutorial' });
    expect(screen.getByRole('link', { name: 'Langganan RSS Tutorial' })).toHaveAttribute(
      'href',
      '/blog/tutorial/rss.xml',
    );
    expect(feedLinks()).toEqual([
      ['/blog/tutorial/rss.xml', 'Blog Segara Digital: Tutorial'],
      ['/rss.xml', 'Blog Segara Digital'],
    ]);
  });

  it('shows each card its own generated cover, the first row without lazy loading', async () => {
    renderRoutes(routes, '/blog');
    await screen.findByRole('heading', { level: 1, name: 'Semua Post' });
    const covers = screen
      .getAllByRole('article')
      .map((card) => card.querySelector<HTMLImageElement>('img.post-cover')!);
    // WebP in each width, the browser taking the one a card's width needs.
    expect(covers.map((img) => img.getAttribute('srcset'))).toEqual(
      allPosts
        .slice(0, 9)
        .map((post) =>
          [400, 800, 1200].map((width) => `${post.coverFile}-${width}.webp ${width}w`).join(', '),
        ),
    );
    expect(covers.map((img) => img.getAttribute('src'))).toEqual(
      allPosts.slice(0, 9).map((post) => `${post.coverFile}-1200.webp`),
    );
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(3).fill('eager'),
      ...Array(6).fill('lazy'),
    ]);
    for (const img of covers) {
      expect(img).toHaveAttribute('alt', '');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '630']);
      expect(img).toHaveAttribute(
        'sizes',
        '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
      );
    }
  });
});
