// /produk (src/features/products/ProductsPage.tsx): every product compared in an accessible
// table, and each product's tiers in rupiah with PPN noted, read from the product records.
import { screen, within } from '@testing-library/react';
import { ProductsPage } from '../../../../src/features/products/ProductsPage';
import { PPN_PERCENT, productPlans } from '../../../../src/content/productPlans';
import { products } from '../../../../src/content/products';
import type { ProductPlan } from '../../../../src/content/schema';
import { formatRupiah } from '../../../../src/lib/formatRupiah';
import { paths } from '../../../../src/lib/paths';
import { renderWithProviders } from '../../renderWithProviders';

const planOf = (slug: string) => productPlans[slug] as ProductPlan;

describe('ProductsPage', () => {
  it('compares every product in a table with a caption and scoped header cells', () => {
    renderWithProviders(<ProductsPage />, { route: paths.products });
    const table = screen.getByRole('table', { name: 'Perbandingan produk Segara Digital' });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((cell) => cell.getAttribute('scope'))).toEqual(
      Array(products.length + 1).fill('col'),
    );
    for (const product of products) {
      expect(within(table).getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        paths.product(product.slug),
      );
      expect(within(table).getByText(planOf(product.slug).idealFor.id)).toBeInTheDocument();
    }
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.length).toBeGreaterThanOrEqual(5);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
    // The table scrolls inside a region of its own, which the keyboard can reach.
    expect(
      screen.getByRole('region', { name: 'Perbandingan produk Segara Digital' }),
    ).toHaveAttribute('tabindex', '0');
  });

  it('shows every tier of every product at its price in rupiah, PPN noted', () => {
    renderWithProviders(<ProductsPage />, { route: paths.products });
    for (const product of products) {
      const section = screen.getByRole('region', { name: product.name });
      for (const tier of planOf(product.slug).tiers) {
        const card = within(section)
          .getByRole('heading', { level: 3, name: tier.name.id })
          .closest('.pricing-tier') as HTMLElement;
        expect(within(card).getByText(formatRupiah(tier.price, 'id'))).toBeInTheDocument();
      }
      expect(
        within(section).getByText(new RegExp(`belum termasuk PPN ${PPN_PERCENT}%`)),
      ).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: /Selengkapnya/ })).toHaveAttribute(
        'href',
        paths.product(product.slug),
      );
    }
  });

  it('speaks English, with English number grouping', () => {
    renderWithProviders(<ProductsPage />, { route: '/en/produk', lng: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Segara Digital’s products compared' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Rp250,000').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/excluding 11% VAT \(PPN\)/).length).toBeGreaterThan(0);
  });
});
