import { act, screen, within } from '@testing-library/react';
import { blogPostRoute } from '../../../../src/features/blog/BlogPostPage';
import { allPosts } from '../../../../src/content/blog/blogIndex';
import { formatCalendarDate } from '../../../../src/lib/calendarDate';
import { findTeamMember } from '../../../../src/content/team';
import { localizePath } from '../../../../src/lib/languagePaths';
import { paths } from '../../../../src/lib/paths';
import { renderRoutes } from './renderRoutes';

const routes = [
  { path: paths.blogPostPattern, ...blogPostRoute },
  { path: localizePath(paths.blogPostPattern, 'en'), ...blogPostRoute },
];
const translated = allPosts.find((post) => post.versions.en && post.category === 'tutorial')!;
const untranslated = allPosts.find((post) => !post.versions.en)!;

describe('BlogPostPage', () => {
  it('shows title, author link, date, category, tags, reading time and the body', async () => {
    renderRoutes(routes, paths.blogPost(translated.id));
    expect(
      await screen.findByRole('heading', { level: 1, name: translated.versions.id.title }),
    ).toBeInTheDocument();
    const author = findTeamMember(translated.author)!;
    expect(screen.getAllByRole('link', { name: author.name })[0]).toHaveAttribute(
      'href',
      paths.teamMember(author.slug),
    );
    expect(screen.getByText(formatCalendarDate(translated.date, 'id'))).toHaveAttribute(
      'datetime',
      translated.date,
    );
    expect(
      screen.getAllByText(`${translated.versions.id.readingMinutes} menit baca`)[0],
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Tutorial/ }).length).toBeGreaterThan(0);
    for (const tag of translated.versions.id.tags)
      expect(screen.getByText(`#${tag}`)).toBeInTheDocument();
    expect(document.querySelector('.post-body pre code.hljs')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Artikel terkait' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Artikel lain' })).toBeInTheDocument();
  });

  it('shows the English version in English, with the date in English', async () => {
    renderRoutes(routes, localizePath(paths.blogPost(translated.id), 'en'), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: translated.versions.en!.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(formatCalendarDate(translated.date, 'en'))).toBeInTheDocument();
    expect(document.querySelector('.post-body')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('has no English page for a post written in Indonesian only', async () => {
    renderRoutes(routes, localizePath(paths.blogPost(untranslated.id), 'en'), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('shows a post written in Indonesian only at its Indonesian URL, in Indonesian', async () => {
    renderRoutes(routes, paths.blogPost(untranslated.id));
    expect(
      await screen.findByRole('heading', { level: 1, name: untranslated.versions.id.title }),
    ).toBeInTheDocument();
    expect(document.querySelector('.post-body')).toHaveAttribute('lang', 'id');
  });

  it('loads the English body when the visitor goes to the English twin', async () => {
    const { router, i18n } = renderRoutes(routes, paths.blogPost(translated.id));
    await screen.findByRole('heading', { level: 1, name: translated.versions.id.title });
    await act(async () => {
      await i18n.changeLanguage('en');
      await router.navigate(localizePath(paths.blogPost(translated.id), 'en'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: translated.versions.en!.title }),
    ).toBeInTheDocument();
    expect(document.querySelector('.post-body')).toHaveAttribute('lang', 'en');
  });

  it.each(['/blog/tidak-ada', '/blog/kategori-lain'])(
    'answers %s with the not-found page',
    async (url) => {
      renderRoutes(routes, url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
      ).toBeInTheDocument();
    },
  );

  it('links the author box to the team page', async () => {
    renderRoutes(routes, paths.blogPost(translated.id));
    const box = await screen.findByRole('complementary', { name: 'Tentang penulis' });
    const author = findTeamMember(translated.author)!;
    expect(within(box).getByRole('link')).toHaveAttribute('href', paths.teamMember(author.slug));
  });

  it.each(['id', 'en'] as const)(
    'shows the post its generated cover and shares it as the PNG (%s)',
    async (lng) => {
      renderRoutes(routes, localizePath(paths.blogPost(translated.id), lng), lng);
      await screen.findByRole('heading', { level: 1, name: translated.versions[lng]!.title });
      const hero = document.querySelector<HTMLImageElement>('img.post-cover-hero')!;
      expect(hero).toHaveAttribute('src', `${translated.coverFile}-1200.webp`);
      expect(hero).toHaveAttribute(
        'srcset',
        expect.stringContaining(`${translated.coverFile}-400.webp 400w`),
      );
      expect(hero).toHaveAttribute('sizes', '(min-width: 992px) 60vw, 100vw');
      expect(hero).toHaveAttribute('loading', 'eager');
      expect(hero).toHaveAttribute('alt', '');
      const png = `https://segaradigital.co.id${translated.coverFile}.png`;
      for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
        expect(document.head.querySelector(selector)).toHaveAttribute('content', png);
      }
      const jsonLd = JSON.parse(
        document.querySelector('script[type="application/ld+json"]')!.textContent,
      );
      expect(jsonLd.image).toBe(png);
    },
  );
});
