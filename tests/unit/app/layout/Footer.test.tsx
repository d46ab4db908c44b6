import { screen } from '@testing-library/react';
import { Footer } from '../../../../src/app/layout/Footer';
import { company, companyAddress, phoneText } from '../../../../src/content/company';
import { renderWithProviders } from '../../renderWithProviders';

describe('footer', () => {
  it.each(['id', 'en'] as const)('shows contact lines, copyright and socials in %s', (lng) => {
    renderWithProviders(<Footer />, { lng });
    const maps = screen.getByRole('link', { name: new RegExp(companyAddress.slice(0, 20)) });
    expect(maps.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(companyAddress)}`,
    );
    expect(screen.getByRole('link', { name: new RegExp(company.email) })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(
      screen.getByRole('link', { name: new RegExp(`\\${phoneText(company.phone)}`) }),
    ).toHaveAttribute('href', 'tel:+623614729188');
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${company.legalName}`)),
    ).toBeInTheDocument();
    for (const name of ['Instagram', 'LinkedIn', 'GitHub']) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});

describe('footer feed link', () => {
  it.each([
    ['id', 'Langganan RSS', '/rss.xml'],
    ['en', 'Subscribe via RSS', '/en/rss.xml'],
  ] as const)('links the blog feed of the page language (%s)', (lng, name, href) => {
    renderWithProviders(<Footer />, { lng, route: lng === 'en' ? '/en/home' : '/home' });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('footer case studies link', () => {
  it.each([
    ['id', 'Studi Kasus', '/studi-kasus'],
    ['en', 'Case Studies', '/en/studi-kasus'],
  ] as const)('links the case studies in the page language (%s)', (lng, name, href) => {
    renderWithProviders(<Footer />, { lng, route: lng === 'en' ? '/en/home' : '/home' });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
