// Links inside an English page (/en/…) stay in English: the layout, the breadcrumbs, the cards,
// the related and adjacent posts, the rich text and the pages' own links. Single-URL sections
// (auth, admin) keep their one URL, and a post written in Indonesian only keeps its Indonesian
// URL (it has no English page). src/components/SiteLink.tsx does it.
import { screen, waitFor, within } from '@testing-library/react';
import { AuthLayout } from '../../../src/app/layout/AuthLayout';
import { CtaBand } from '../../../src/app/layout/CtaBand';
import { Footer } from '../../../src/app/layout/Footer';
import { Navbar } from '../../../src/app/layout/Navbar';
import { NotFoundPage } from '../../../src/app/pages/NotFoundPage';
import { PageHeader } from '../../../src/components/PageHeader';
import { allPosts } from '../../../src/content/blog/blogIndex';
import { latestPosts } from '../../../src/content/blog/latestPosts';
import { careerRoles } from '../../../src/content/careers';
import { products } from '../../../src/content/products';
import { teamMembers } from '../../../src/content/team';
import { blogListRoute } from '../../../src/features/blog/BlogListPage';
import { blogPostRoute } from '../../../src/features/blog/BlogPostPage';
import { PostCard } from '../../../src/features/blog/PostCard';
import { CareersPage } from '../../../src/features/careers/CareersPage';
import { careerRoute } from '../../../src/features/careers/CareerPage';
import { AboutPage } from '../../../src/features/company/AboutPage';
import { aboutContent } from '../../../src/content/company/about';
import { CertificationsPage } from '../../../src/features/company/CertificationsPage';
import { HelpPage } from '../../../src/features/company/HelpPage';
import { SecurityPrivacyPage } from '../../../src/features/company/SecurityPrivacyPage';
import { HomePage } from '../../../src/features/home/HomePage';
import { homeContent } from '../../../src/content/home';
import { productRoute } from '../../../src/features/products/ProductPage';
import { TeamPage } from '../../../src/features/team/TeamPage';
import { teamMemberRoute } from '../../../src/features/team/TeamMemberPage';
import { paths } from '../../../src/lib/paths';
import { renderRoutes } from '../features/blog/renderRoutes';
import { renderWithProviders } from '../renderWithProviders';

const untranslated = new Set(
  allPosts.filter((post) => !post.versions.en).map((post) => paths.blogPost(post.id)),
);

/** The site paths the rendered links point to, but the language switcher's (to the twin). */
function siteHrefs(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('a[href^="/"]:not(.language-switcher a)')].map(
    (a) => a.getAttribute('href') ?? '',
  );
}

/** Every site link is English, or a single-URL section, or an Indonesian-only post. */
function expectEnglishLinks(root: ParentNode = document) {
  const hrefs = siteHrefs(root);
  expect(hrefs.length).toBeGreaterThan(0);
  const stray = hrefs.filter(
    (href) =>
      !/^\/en(\/|$|\?|#)/.test(href) &&
      !/^\/(auth|pages)\//.test(href) &&
      !untranslated.has(href.split(/[?#]/)[0]!),
  );
  expect(stray).toEqual([]);
}

describe('the layout on an English page', () => {
  it('the navbar: brand, items and menu items link under /en, and the current ones are marked', () => {
    const { container } = renderWithProviders(<Navbar />, {
      route: '/en/tentang/karir',
      lng: 'en',
    });
    expectEnglishLinks(container);
    const nav = within(container);
    expect(nav.getByRole('link', { name: 'Segara Digital' })).toHaveAttribute('href', '/en/home');
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/kontak');
    const careers = container.querySelector('a[href="/en/tentang/karir"]');
    expect(careers).toHaveClass('active');
    expect(careers).toHaveAttribute('aria-current', 'page');
    // A menu's toggle is a <summary>, which browsers expose as a button (Testing Library does not).
    const toggle = (name: string) => nav.getByText(name, { selector: 'details > summary' });
    expect(toggle('Company')).toHaveClass('active');
    expect(toggle('Blog')).not.toHaveClass('active');
    expect(container.querySelector('a[href="/en/blog/tutorial"]')).not.toBeNull();
  });

  it('the top bar links Log In to the one login page', () => {
    renderWithProviders(<Navbar variant="topbar" />, { route: '/en/home', lng: 'en' });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/login');
  });

  it('the footer and the call-to-action band link under /en', () => {
    const { container } = renderWithProviders(
      <>
        <CtaBand />
        <Footer />
      </>,
      { route: '/en/kontak', lng: 'en' },
    );
    expectEnglishLinks(container);
    expect(siteHrefs(container)).toEqual(
      expect.arrayContaining(['/en/home', '/en/blog', '/en/kontak', '/en/tentang']),
    );
    expect(siteHrefs(container)).toContain(`/en${paths.product(products[0]!.slug)}`);
  });

  it('the breadcrumbs link under /en and name English URLs to search engines', () => {
    const { container } = renderWithProviders(
      <PageHeader title="Careers" crumbs={[{ label: 'Company', to: paths.company.about }]} />,
      { route: '/en/tentang/karir', lng: 'en' },
    );
    const trail = within(container).getByRole('navigation', { name: /breadcrumb/i });
    expect(siteHrefs(trail)).toEqual(['/en/home', '/en/tentang']);
    const jsonLd = JSON.parse(container.querySelector('script')!.textContent ?? '{}') as {
      itemListElement: { item?: string }[];
    };
    expect(jsonLd.itemListElement.map((crumb) => crumb.item)).toEqual([
      expect.stringMatching(/\/en\/home$/),
      expect.stringMatching(/\/en\/tentang$/),
      expect.stringMatching(/\/en\/tentang\/karir$/),
    ]);
  });

  it('the not-found page links home and to contact in English', () => {
    renderWithProviders(<NotFoundPage />, { route: '/en/nope', lng: 'en' });
    expectEnglishLinks();
    expect(siteHrefs()).toEqual(['/en/home', '/en/kontak']);
  });

  it('the auth pages, in English, link back to the English site', () => {
    // The layout's ScrollRestoration scrolls, which jsdom does not implement.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { container } = renderWithProviders(<AuthLayout />, { route: '/auth/login', lng: 'en' });
    expect(siteHrefs(container)).toEqual(['/en/home', '/en/home']);
  });

  it('stays Indonesian on an Indonesian page', () => {
    const { container } = renderWithProviders(
      <>
        <Navbar />
        <Footer />
      </>,
      { route: '/tentang/karir' },
    );
    expect(siteHrefs(container).filter((href) => href.startsWith('/en'))).toEqual([]);
    expect(container.querySelector('a[href="/tentang/karir"]')).toHaveClass('active');
  });
});

describe('the pages in English', () => {
  it.each([
    ['/en/home', () => <HomePage copy={homeContent.en} />],
    ['/en/tentang', () => <AboutPage content={aboutContent.en} />],
    ['/en/tentang/semua-tim', TeamPage],
    ['/en/tentang/karir', () => <CareersPage />],
    ['/en/tentang/bantuan', HelpPage],
    ['/en/tentang/keamanan-privasi', SecurityPrivacyPage],
    ['/en/tentang/sertifikasi', CertificationsPage],
  ])('%s links in English', (route, Page) => {
    renderWithProviders(<Page />, { route, lng: 'en' });
    expectEnglishLinks();
  });

  it('the rich text of the help page links to the English pages', () => {
    renderWithProviders(<HelpPage />, { route: '/en/tentang/bantuan', lng: 'en' });
    expect(siteHrefs()).toEqual(
      expect.arrayContaining(['/en/tentang/keamanan-privasi', '/en/tentang/karir']),
    );
  });

  it.each([
    [`/en${paths.teamMemberPattern}`, teamMemberRoute, paths.teamMember(teamMembers[0]!.slug)],
    [`/en${paths.careerPattern}`, careerRoute, paths.career(careerRoles[0]!.slug)],
    [`/en${paths.productPattern}`, productRoute, paths.product(products[0]!.slug)],
  ])('%s links in English', async (path, route, pathname) => {
    renderRoutes([{ path, ...route }], `/en${pathname}`, 'en');
    await screen.findByRole('heading', { level: 1 });
    expectEnglishLinks();
  });
});

describe('links to posts from English pages', () => {
  const translated = allPosts.find((post) => post.versions.en)!;
  const indonesianOnly = allPosts.find((post) => !post.versions.en)!;

  it('a card links to the English page of a translated post, to the Indonesian one otherwise', () => {
    renderWithProviders(
      <>
        <PostCard post={translated} />
        <PostCard post={indonesianOnly} />
      </>,
      { route: '/en/blog', lng: 'en' },
    );
    const [english, indonesian] = screen.getAllByRole('article');
    expect(within(english!).getByRole('link')).toHaveAttribute(
      'href',
      `/en${paths.blogPost(translated.id)}`,
    );
    // Still marked as Indonesian text, as before.
    expect(within(indonesian!).getByRole('heading')).toHaveAttribute('lang', 'id');
    expect(within(indonesian!).getByRole('link')).toHaveAttribute(
      'href',
      paths.blogPost(indonesianOnly.id),
    );
  });

  it("the home page's latest posts link to their English pages, or to the Indonesian one", () => {
    renderWithProviders(<HomePage copy={homeContent.en} />, { route: '/en/home', lng: 'en' });
    for (const post of latestPosts()) {
      const href = paths.blogPost(post.id);
      expect(siteHrefs()).toContain(post.lang.en === 'en' ? `/en${href}` : href);
    }
  });

  it('the English blog list: chips, cards and pages in English, Indonesian-only posts in Indonesian', async () => {
    renderRoutes([{ path: '/en/blog', ...blogListRoute() }], '/en/blog', 'en');
    await screen.findAllByRole('article');
    expectEnglishLinks();
    const chips = screen.getByRole('navigation', { name: /categor/i });
    expect(siteHrefs(chips)).toContain('/en/blog/tutorial');
    const pages = screen.getByRole('navigation', { name: /pages|list/i });
    expect(siteHrefs(pages)).toContain('/en/blog?page=2');
    const shown = siteHrefs().filter((href) => untranslated.has(href));
    for (const href of shown) expect(href.startsWith('/blog/')).toBe(true);
    expect(document.querySelector('link[type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/en/rss.xml',
    );
  });

  it('an out-of-range page of the English blog goes to the English list', async () => {
    const { router } = renderRoutes(
      [{ path: '/en/blog', ...blogListRoute() }],
      '/en/blog?page=abc',
      'en',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/blog'));
  });

  it('a translated post links its author, category, related and adjacent posts in English', async () => {
    const post = allPosts.find(
      (candidate, index) => candidate.versions.en && index > 0 && index < allPosts.length - 1,
    )!;
    renderRoutes(
      [{ path: `/en${paths.blogPostPattern}`, ...blogPostRoute }],
      `/en${paths.blogPost(post.id)}`,
      'en',
    );
    await screen.findByRole('heading', { level: 1, name: post.versions.en!.title });
    expectEnglishLinks();
    const adjacent = screen.getByRole('navigation', { name: 'More articles' });
    const index = allPosts.indexOf(post);
    for (const neighbour of [allPosts[index - 1]!, allPosts[index + 1]!]) {
      const href = paths.blogPost(neighbour.id);
      expect(siteHrefs(adjacent)).toContain(neighbour.versions.en ? `/en${href}` : href);
    }
  });
});
