import { screen, within } from '@testing-library/react';
import { ContactPage } from '../../../../src/features/contact/ContactPage';
import { company, mapsSearchUrl, phoneText } from '../../../../src/content/company';
import { facts, workingDays } from '../../../../src/content/facts';
import { renderWithProviders } from '../../renderWithProviders';

describe('ContactPage', () => {
  it('shows the page title as the one h1 and the address with a maps link', () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Kontak');
    expect(screen.getByText(new RegExp(company.street))).toBeInTheDocument();
    const map = screen.getByRole('link', { name: /Buka di Google Maps/ });
    expect(map).toHaveAttribute('href', mapsSearchUrl());
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAccessibleName(/membuka tab baru/);
  });

  it('links email, phone and WhatsApp', () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      'mailto:halo@segaradigital.co.id',
    );
    expect(screen.getByRole('link', { name: phoneText(company.phone) })).toHaveAttribute(
      'href',
      'tel:+623614729188',
    );
    const wa = screen.getByRole('link', {
      name: new RegExp(company.whatsapp.replace(/\+/g, '\\+')),
    });
    expect(wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281239004188\?text=/);
  });

  it('gives office hours and reply time in Indonesian', () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    const hours = screen.getByRole('heading', { name: 'Jam kerja' }).parentElement!;
    expect(within(hours).getByText('Senin–Jumat')).toBeInTheDocument();
    expect(within(hours).getByText('09.00–17.00 WITA')).toBeInTheDocument();
    expect(within(hours).getByText('Sabtu, Minggu dan hari libur nasional')).toBeInTheDocument();
    expect(within(hours).getByText('Tutup')).toBeInTheDocument();
    const reply = screen.getByRole('heading', {
      name: 'Seberapa cepat kami membalas',
    }).parentElement!;
    expect(
      within(reply).getByText(new RegExp(`dalam ${workingDays(facts.replyWorkingDays, 'id')}`)),
    ).toBeInTheDocument();
  });

  it('holds the contact form beside the channels, and the Bali illustration', () => {
    renderWithProviders(<ContactPage />, { lng: 'id' });
    const section = screen.getByRole('region', { name: 'Kirim pesan' });
    expect(within(section).getByRole('button', { name: 'Kirim pesan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Bali/ })).toBeInTheDocument();
  });

  it('renders in English', () => {
    renderWithProviders(<ContactPage />, { lng: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      mapsSearchUrl(),
    );
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(screen.getByRole('link', { name: phoneText(company.phone) })).toHaveAttribute(
      'href',
      'tel:+623614729188',
    );
    expect(screen.getByText('Monday–Friday')).toBeInTheDocument();
    expect(screen.getByText('09:00–17:00 WITA')).toBeInTheDocument();
    expect(screen.getByText('Saturday, Sunday and public holidays')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(
      screen.getAllByText(new RegExp(`within ${workingDays(facts.replyWorkingDays, 'en')}`)).length,
    ).toBeGreaterThan(0);
    expect(document.title).toBe('Contact — Segara Digital');
  });
});
