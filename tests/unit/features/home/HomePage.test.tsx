import { screen, within } from '@testing-library/react';
import { HomePage } from '../../../../src/features/home/HomePage';
import { homeContent } from '../../../../src/content/home';
import { products } from '../../../../src/content/products';
import { latestPosts } from '../../../../src/content/blog/latestPosts';
import { caseStudies } from '../../../../src/content/caseStudies';
import { clients, featuredTestimonials } from '../../../../src/content/clients';
import { renderWithProviders } from '../../renderWithProviders';

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  it('has one h1, in the hero, with the illustration', () => {
    renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Aplikasi web dan mobile yang bekerja sekeras Anda.');
    expect(screen.getByRole('img', { name: /candi bentar/i })).toBeInTheDocument();
  });

  it('sends the hero buttons to the contact page and the products section', () => {
    renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    expect(screen.getByRole('link', { name: 'Ceritakan proyek Anda' })).toHaveAttribute(
      'href',
      '/kontak',
    );
    const toProducts = screen.getByRole('link', { name: 'Lihat produk kami' });
    const target = toProducts.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(target)).toBe(section(/Siap pakai/));
  });

  it('lists four services', () => {
    renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    const services = section(/Apa yang kami kerjakan/);
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(services).getByText('Integrasi sistem')).toBeInTheDocument();
  });

  it('links to the three products at /produk/<slug>, then to the overview /produk', () => {
    renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    const links = within(section(/Siap pakai/)).getAllByRole('link');
    expect(products).toHaveLength(3);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/produk/villa-reservasi',
      '/produk/kasir-warung',
      '/produk/desa-digital',
      '/produk',
    ]);
    // Each link names its product, in Indonesian words.
    expect(links[0]).toHaveAccessibleName('Lihat produk Segara Reservasi');
  });

  it('names every client in the strip under the hero', () => {
    renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    const strip = section(/Dipercaya oleh/);
    const names = within(strip)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(clients.map((client) => `${client.mark}${client.name}`));
  });

  it('quotes two or three clients, each linking to its case study and to all of them', () => {
    renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    const testimonials = section(/Kata klien kami/);
    const figures = within(testimonials).getAllByRole('figure');
    expect(figures.length).toBeGreaterThanOrEqual(2);
    expect(figures.length).toBeLessThanOrEqual(3);
    figures.forEach((figure, index) => {
      const featured = featuredTestimonials[index]!;
      const client = clients.find((c) => c.slug === featured.client)!;
      const caseStudy = caseStudies.find((c) => c.slug === featured.caseStudy)!;
      expect(caseStudy.client).toBe(client.slug);
      expect(figure).toHaveTextContent(client.testimonial!.quote.id);
      expect(figure).toHaveTextContent(client.testimonial!.person);
      // The card around the quote links to its case study.
      const card = figure.closest('li')!;
      expect(within(card).getByRole('link')).toHaveAttribute(
        'href',
        `/studi-kasus/${caseStudy.slug}`,
      );
      // The link names its client, not just "Baca studi kasus".
      expect(within(card).getByRole('link')).toHaveAccessibleName(
        new RegExp(`^Baca studi kasus ?: ${client.name}$`),
      );
    });
    expect(
      within(testimonials).getByRole('link', { name: 'Lihat semua studi kasus' }),
    ).toHaveAttribute('href', '/studi-kasus');
  });

  it('shows the three newest posts newest first, dated in Indonesian', () => {
    renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    const posts = section(/Tulisan terbaru/);
    const articles = within(posts).getAllByRole('article');
    expect(articles).toHaveLength(3);
    const expected = latestPosts();
    articles.forEach((article, index) => {
      const post = expected[index]!;
      expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(post.title.id);
      expect(within(article).getByRole('link')).toHaveAttribute('href', `/blog/${post.id}`);
      expect(article.querySelector('time')).toHaveAttribute('dateTime', post.date);
    });
    expect(within(articles[0]!).getByText('18 November 2026')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('5 November 2026')).toBeInTheDocument();
    expect(within(articles[2]!).getByText('21 Oktober 2026')).toBeInTheDocument();
    expect(within(articles[0]!).getByText('Tutorial')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('Berita Umum')).toBeInTheDocument();
    expect(within(articles[0]!).getByRole('link')).toHaveAccessibleName(
      new RegExp(`Baca artikel.*${expected[0]!.title.id.slice(0, 20)}`),
    );
    expect(within(posts).getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('renders in English, with English dates and category labels', () => {
    renderWithProviders(<HomePage copy={homeContent.en} />, { lng: 'en', route: '/en/home' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Web and mobile apps that work as hard as you do.',
    );
    expect(screen.getByRole('link', { name: 'Tell us about your project' })).toHaveAttribute(
      'href',
      '/en/kontak',
    );
    expect(
      within(section(/Ready to use/))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([...products.map((product) => `/en/produk/${product.slug}`), '/en/produk']);
    expect(
      within(section(/Ready to use/)).getByRole('link', { name: 'Explore Segara Reservasi' }),
    ).toBeInTheDocument();
    const articles = within(section(/Latest from the team/)).getAllByRole('article');
    expect(within(articles[0]!).getByText('18 November 2026')).toBeInTheDocument();
    expect(within(articles[2]!).getByText('21 October 2026')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('General News')).toBeInTheDocument();
    expect(within(articles[2]!).getByText('Troubleshooting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute(
      'href',
      '/en/blog',
    );
    expect(section(/What our clients say/)).toHaveTextContent(clients[0]!.testimonial!.quote.en);
    expect(screen.getByRole('link', { name: 'See all case studies' })).toHaveAttribute(
      'href',
      '/en/studi-kasus',
    );
  });

  it('keeps headings in order and labels every section', () => {
    const { container } = renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) =>
      Number(h.tagName[1]),
    );
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
    for (const el of Array.from(container.querySelectorAll('section'))) {
      const labelledBy = el.getAttribute('aria-labelledby');
      expect(labelledBy && document.getElementById(labelledBy)).toBeTruthy();
    }
  });

  it('sets the page title', () => {
    renderWithProviders(<HomePage copy={homeContent.id} />, { lng: 'id' });
    expect(document.title).toBe('Aplikasi web dan mobile dari Bali — Segara Digital');
  });
});
