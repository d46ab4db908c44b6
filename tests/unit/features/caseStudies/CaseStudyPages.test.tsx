// The case studies: the list links every one; a case study names its client, gives results in
// numbers, the problem, what was built (with the product used), the client's quote with name
// and role, the timeline and the stack, in both languages; an unknown slug is the not-found page.
// Each shares its own generated 1200×630 image (og:image, twitter:image, the Article's `image`).
import { screen, within } from '@testing-library/react';
import { caseStudiesRoute } from '../../../../src/features/caseStudies/CaseStudiesPage';
import { caseStudyRoute } from '../../../../src/features/caseStudies/CaseStudyPage';
import { caseStudies } from '../../../../src/content/caseStudies';
import { caseStudyDetails } from '../../../../src/content/caseStudyDetails';
import { clients } from '../../../../src/content/clients';
import { products } from '../../../../src/content/products';
import { localizePath } from '../../../../src/lib/languagePaths';
import { paths } from '../../../../src/lib/paths';
import { renderRoutes } from '../blog/renderRoutes';

const routes = [
  { path: paths.caseStudies, ...caseStudiesRoute },
  { path: paths.caseStudyPattern, ...caseStudyRoute },
  { path: `/en${paths.caseStudies}`, ...caseStudiesRoute },
  { path: `/en${paths.caseStudyPattern}`, ...caseStudyRoute },
];

/** A case study's own share image, as og:image and the Article's `image` give it. */
const SHARE_IMAGE = (slug: string) =>
  new RegExp(`^https://[^/]+/static/media/covers/case-studies/${slug}\\.[0-9a-f]{8}\\.png$`);

/** The page's share images: og:image, twitter:image and the Article's `image`. */
function shareImages() {
  return {
    og: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    twitter: document.head.querySelector('meta[name="twitter:image"]')?.getAttribute('content'),
    article: jsonLdOfType('Article')?.image,
  };
}

const jsonLdOfType = (type: string) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);

describe('the case studies', () => {
  it('are at least four, each about a different client, together using every product', () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(4);
    expect(new Set(caseStudies.map((caseStudy) => caseStudy.client)).size).toBe(caseStudies.length);
    for (const product of products) {
      expect(caseStudies.some((caseStudy) => caseStudy.product === product.slug)).toBe(true);
    }
  });

  it('list every case study with its client and a link to it', async () => {
    renderRoutes(routes, paths.caseStudies);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Studi Kasus' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(caseStudies.length);
    caseStudies.forEach((caseStudy, index) => {
      const card = cards[index]!;
      const client = clients.find((c) => c.slug === caseStudy.client)!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(caseStudy.title.id);
      expect(within(card).getByText(client.name)).toBeInTheDocument();
      expect(within(card).getByRole('link')).toHaveAttribute(
        'href',
        paths.caseStudy(caseStudy.slug),
      );
    });
  });

  it.each(caseStudies.map((caseStudy) => [caseStudy.slug, caseStudy] as const))(
    '%s: client, results, problem, what was built, quote, timeline and stack',
    async (_slug, caseStudy) => {
      const detail = caseStudyDetails[caseStudy.slug]!;
      const client = clients.find((c) => c.slug === caseStudy.client)!;
      renderRoutes(routes, paths.caseStudy(caseStudy.slug));
      expect(
        await screen.findByRole('heading', { level: 1, name: caseStudy.title.id }),
      ).toBeInTheDocument();
      for (const name of ['Hasilnya', 'Masalahnya', 'Yang kami bangun', 'Kata klien']) {
        expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      }
      const results = screen.getByRole('region', { name: 'Hasilnya' });
      for (const result of detail.results.id) {
        expect(within(results).getByText(result.value)).toBeInTheDocument();
        expect(within(results).getByText(result.label)).toBeInTheDocument();
      }
      const quote = screen.getByRole('region', { name: 'Kata klien' });
      expect(within(quote).getByText(`“${client.testimonial!.quote.id}”`)).toBeInTheDocument();
      expect(within(quote).getByText(client.testimonial!.person)).toBeInTheDocument();
      expect(within(quote).getByText(client.testimonial!.role.id)).toBeInTheDocument();
      for (const phase of detail.timeline.phases.id) {
        expect(screen.getByText(phase.text)).toBeInTheDocument();
      }
      for (const item of detail.stack) {
        expect(screen.getAllByText(item).length).toBeGreaterThan(0);
      }
      const productLinks = screen
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/produk/'));
      if (caseStudy.product) {
        expect(productLinks.map((link) => link.getAttribute('href'))).toContain(
          paths.product(caseStudy.product),
        );
        const product = products.find((item) => item.slug === caseStudy.product)!;
        expect(
          screen.getByRole('link', { name: `Lihat produk ${product.name}` }),
        ).toBeInTheDocument();
      } else {
        expect(productLinks).toEqual([]);
        expect(screen.getByText('Aplikasi khusus')).toBeInTheDocument();
      }
      // The other case studies are a click away.
      const others = screen.getByRole('region', { name: 'Studi kasus lainnya' });
      expect(within(others).getAllByRole('article')).toHaveLength(caseStudies.length - 1);
    },
  );

  it('give search engines an Article and the breadcrumb back to the list', async () => {
    const caseStudy = caseStudies[0]!;
    renderRoutes(routes, paths.caseStudy(caseStudy.slug));
    await screen.findByRole('heading', { level: 1 });
    expect(jsonLdOfType('Article')).toMatchObject({
      headline: caseStudy.title.id,
      datePublished: caseStudy.published,
      dateModified: caseStudy.updated ?? caseStudy.published,
      inLanguage: 'id',
    });
    const crumbs = jsonLdOfType('BreadcrumbList')!.itemListElement as { item?: string }[];
    expect(crumbs[1]?.item).toMatch(/\/studi-kasus$/);
    const nav = screen.getByRole('navigation', { name: 'Jejak navigasi' });
    expect(within(nav).getByRole('link', { name: 'Studi Kasus' })).toHaveAttribute(
      'href',
      paths.caseStudies,
    );
    expect(document.title).toBe(`${caseStudy.title.id} — Segara Digital`);
  });

  it('speak English under /en, with English months and links that stay in English', async () => {
    const caseStudy = caseStudies[0]!;
    const detail = caseStudyDetails[caseStudy.slug]!;
    renderRoutes(routes, `/en${paths.caseStudy(caseStudy.slug)}`, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: caseStudy.title.en }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The results' })).toBeInTheDocument();
    expect(screen.getByText(detail.results.en[0]!.label)).toBeInTheDocument();
    expect(screen.getByText('February 2026 – April 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Segara Reservasi' })).toHaveAttribute(
      'href',
      `/en${paths.product('villa-reservasi')}`,
    );
  });

  it.each(
    caseStudies.flatMap((caseStudy) =>
      (['id', 'en'] as const).map((lng) => [caseStudy.slug, lng, caseStudy] as const),
    ),
  )(
    '%s (%s): the Article has its own share image and dateModified',
    async (slug, lng, caseStudy) => {
      renderRoutes(routes, localizePath(paths.caseStudy(slug), lng), lng);
      await screen.findByRole('heading', { level: 1, name: caseStudy.title[lng] });
      const article = jsonLdOfType('Article')!;
      expect(article.dateModified).toBe(caseStudy.updated ?? caseStudy.published);
      expect(article.image).toMatch(SHARE_IMAGE(slug));
      expect(shareImages()).toEqual({
        og: article.image,
        twitter: article.image,
        article: article.image,
      });
    },
  );

  it('never share an image: each case study has its own, in both languages', async () => {
    const images = new Map<string, unknown>();
    for (const { slug, title } of caseStudies) {
      for (const lng of ['id', 'en'] as const) {
        const { unmount } = renderRoutes(routes, localizePath(paths.caseStudy(slug), lng), lng);
        await screen.findByRole('heading', { level: 1, name: title[lng] });
        const { article } = shareImages();
        // The English twin shares the Indonesian page's picture.
        if (lng === 'en') expect(article).toBe(images.get(slug));
        else images.set(slug, article);
        unmount();
      }
    }
    expect(new Set(images.values()).size).toBe(caseStudies.length);
  });

  it('answer an unknown slug with the not-found page', async () => {
    renderRoutes(routes, paths.caseStudy('tidak-ada'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
