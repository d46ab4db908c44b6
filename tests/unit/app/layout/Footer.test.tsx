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

describe('footer WhatsApp line', () => {
  it.each([
    ['id', 'Halo Segara Digital, saya ingin bertanya.'],
    ['en', 'Hello Segara Digital, I have a question.'],
  ] as const)('opens a chat with the company number, greeting in %s', (lng, greeting) => {
    renderWithProviders(<Footer />, { lng });
    const link = screen.getByRole('link', { name: /^WhatsApp:/ });
    expect(link).toHaveTextContent(company.whatsapp);
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/6281239004188?text=${encodeURIComponent(greeting)}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
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
