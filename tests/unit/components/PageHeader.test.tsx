// The breadcrumb of an inner page (src/components/PageHeader.tsx): every crumb but the last is a
// link, in the markup and in the BreadcrumbList data, in the page's language.
import { screen, within } from '@testing-library/react';
import { PageHeader } from '../../../src/components/PageHeader';
import { renderWithProviders } from '../renderWithProviders';

const breadcrumbData = (container: HTMLElement) => {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as {
    '@type': string;
    itemListElement: { position: number; name: string; item?: string }[];
  };
};

describe('PageHeader', () => {
  it('links every crumb but the current page, in the markup and the BreadcrumbList', () => {
    const { container } = renderWithProviders(
      <PageHeader title="Segara Kasir" crumbs={[{ label: 'Produk', to: '/produk' }]} />,
      { route: '/produk/kasir-warung' },
    );
    const items = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Beranda', 'Produk', 'Segara Kasir']);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/home');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/produk');
    expect(items[2]).toHaveAttribute('aria-current', 'page');
    expect(within(items[2]!).queryByRole('link')).toBeNull();

    const data = breadcrumbData(container);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((element) => element.name)).toEqual([
      'Beranda',
      'Produk',
      'Segara Kasir',
    ]);
    for (const element of data.itemListElement.slice(0, -1)) {
      expect(element.item).toMatch(/^https:\/\/[^/]+\/(home|produk)$/);
    }
  });

  it('gives the English crumbs English URLs', () => {
    const { container } = renderWithProviders(
      <PageHeader title="Segara Kasir" crumbs={[{ label: 'Products', to: '/produk' }]} />,
      { route: '/en/produk/kasir-warung', lng: 'en' },
    );
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/en/produk');
    const items = breadcrumbData(container).itemListElement;
    expect(items[1]?.item).toMatch(/\/en\/produk$/);
    expect(items[2]?.item).toMatch(/\/en\/produk\/kasir-warung$/);
  });

  it('has no BreadcrumbList on a page right under Beranda', () => {
    const { container } = renderWithProviders(<PageHeader title="Produk" />, { route: '/produk' });
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/home');
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows the page’s key facts beside the title as a description list', () => {
    renderWithProviders(
      <PageHeader
        title="Frontend Engineer"
        facts={[
          { label: 'Gaji', value: 'Rp9–14 juta per bulan' },
          { label: 'Dibuka', value: '3 November 2026' },
        ]}
      />,
      { route: '/karir/frontend-engineer' },
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
    expect(terms).toEqual(['Gaji', 'Dibuka']);
    expect(details).toEqual(['Rp9–14 juta per bulan', '3 November 2026']);
    expect(document.querySelector('.page-header')).toHaveClass('page-header--facts');
  });

  it('without facts, leaves the right of the band to the drawing of the sea', () => {
    renderWithProviders(<PageHeader title="Produk" />, { route: '/produk' });
    expect(screen.queryByRole('term')).toBeNull();
    expect(document.querySelector('.page-header')).not.toHaveClass('page-header--facts');
  });
});
