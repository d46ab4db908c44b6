import { screen, within } from '@testing-library/react';
import { productRoute } from '../../../../src/features/products/ProductPage';
import { caseStudiesOfProduct } from '../../../../src/content/caseStudies';
import { productDetails } from '../../../../src/content/productDetails';
import { productPlans } from '../../../../src/content/productPlans';
import type { ProductDetail } from '../../../../src/content/schema';
import { products } from '../../../../src/content/products';
import { productTeasers } from '../../../../src/content/productTeasers';
import { formatRupiah } from '../../../../src/lib/formatRupiah';
import { contactPathFor } from '../../../../src/lib/contactMessages';
import { paths } from '../../../../src/lib/paths';
import { renderRoutes } from '../blog/renderRoutes';

const routes = [{ path: paths.productPattern, ...productRoute }];

describe('ProductPage', () => {
  it('has at least three products', () => {
    expect(products.length).toBeGreaterThanOrEqual(3);
  });

  it('has a page for every product and no page without a product', () => {
    expect(Object.keys(productDetails).sort()).toEqual(products.map((p) => p.slug).sort());
  });

  it.each(products.map((product) => [product.name, product] as const))(
    '%s: problem, features, illustrated screens, audience and calls to /kontak with it and a demo chosen',
    async (_name, product) => {
      renderRoutes(routes, paths.product(product.slug));
      expect(
        await screen.findByRole('heading', { level: 1, name: product.name }),
      ).toBeInTheDocument();
      for (const name of [
        'Masalah yang diselesaikan',
        'Fitur utama',
        'Sekilas tampilan',
        'Untuk siapa',
      ]) {
        expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      }
      for (const feature of (productDetails[product.slug] as ProductDetail).features.id) {
        expect(screen.getByRole('heading', { level: 3, name: feature.title })).toBeInTheDocument();
      }
      for (const screenItem of (productDetails[product.slug] as ProductDetail).screens) {
        expect(screen.getAllByRole('img', { name: screenItem.caption.id }).length).toBeGreaterThan(
          0,
        );
      }
      const contactLinks = screen
        .getAllByRole('link')
        .filter(
          (link) => link.getAttribute('href') === `/kontak?produk=${product.slug}&keperluan=demo`,
        );
      expect(contactLinks.length).toBeGreaterThanOrEqual(2);
      expect(screen.getByRole('link', { name: 'Jadwalkan demo' })).toBe(contactLinks[0]);
    },
  );

  it.each(products.map((product) => [product.name, product] as const))(
    '%s: links the case studies in which it was used',
    async (name, product) => {
      renderRoutes(routes, paths.product(product.slug));
      const section = await screen.findByRole('region', { name: `${name} di lapangan` });
      const studies = caseStudiesOfProduct(product.slug);
      expect(studies.length).toBeGreaterThan(0);
      const links = within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(links).toEqual([
        ...studies.map((caseStudy) => paths.caseStudy(caseStudy.slug)),
        paths.caseStudies,
      ]);
    },
  );

  it.each(products.map((product) => [product.name, product] as const))(
    '%s: a different icon per feature, its tiers, its FAQ, and a breadcrumb to /produk',
    async (_name, product) => {
      const { container } = renderRoutes(routes, paths.product(product.slug));
      await screen.findByRole('heading', { level: 1, name: product.name });
      const tiles = [
        ...container.querySelectorAll(
          'section[aria-labelledby="product-features-title"] .icon-tile',
        ),
      ].map((tile) => tile.innerHTML);
      expect(tiles).toHaveLength(4);
      expect(new Set(tiles).size).toBe(tiles.length);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Paket dan harga' }),
      ).toBeInTheDocument();
      for (const tier of productPlans[product.slug]!.tiers) {
        expect(screen.getByRole('heading', { level: 3, name: tier.name.id })).toBeInTheDocument();
        expect(screen.getByText(formatRupiah(tier.price, 'id'))).toBeInTheDocument();
      }
      expect(screen.getByText(/belum termasuk PPN 11%/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Minta penawaran harga' })).toHaveAttribute(
        'href',
        contactPathFor(product.slug, 'harga'),
      );
      expect(
        screen.getByRole('heading', { level: 2, name: 'Pertanyaan umum' }),
      ).toBeInTheDocument();
      for (const item of (productDetails[product.slug] as ProductDetail).faq.id) {
        expect(screen.getByRole('button', { name: item.question })).toBeInTheDocument();
      }
      const crumbs = within(screen.getByRole('navigation', { name: 'Jejak navigasi' }));
      expect(crumbs.getByRole('link', { name: 'Produk' })).toHaveAttribute('href', paths.products);
    },
  );

  it('speaks English', async () => {
    const product = products[0]!;
    renderRoutes(routes, paths.product(product.slug), 'en');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Key features' }),
    ).toBeInTheDocument();
    expect(screen.getByText(productTeasers[product.slug]!.tagline.en)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      `/en/kontak?produk=${product.slug}&keperluan=demo`,
    );
  });

  it('answers an unknown slug with the not-found page', async () => {
    renderRoutes(routes, '/produk/tidak-ada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
