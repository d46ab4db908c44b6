import { screen, within } from '@testing-library/react';
import { CareersPage } from '../../../../src/features/careers/CareersPage';
import { careerRoute } from '../../../../src/features/careers/CareerPage';
import { careerRoles } from '../../../../src/content/careers';
import { paths } from '../../../../src/lib/paths';
import { renderWithProviders } from '../../renderWithProviders';
import { renderRoutes } from '../blog/renderRoutes';

const routes = [{ path: paths.careerPattern, ...careerRoute }];

describe('CareersPage', () => {
  it('lists at least four open roles with location, type and team', () => {
    renderWithProviders(<CareersPage />);
    expect(careerRoles.length).toBeGreaterThanOrEqual(4);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(careerRoles.length);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: careerRoles[0]!.title.id })).toHaveAttribute(
      'href',
      paths.career(careerRoles[0]!.slug),
    );
    expect(within(first).getByText('Lokasi')).toBeInTheDocument();
    expect(within(first).getByText('Jenis')).toBeInTheDocument();
    expect(within(first).getByText('Tim')).toBeInTheDocument();
    expect(screen.queryByText('Saat ini belum ada lowongan yang dibuka.')).not.toBeInTheDocument();
  });

  it('gives each role its salary range and the day it opened, in the page language', () => {
    renderWithProviders(<CareersPage />);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Gaji').nextSibling).toHaveTextContent('Rp9–14 juta per bulan');
    expect(within(first).getByText('Dibuka').nextSibling).toHaveTextContent('3 November 2026');
  });

  it('writes millions with the English decimal point in English', () => {
    renderWithProviders(<CareersPage />, { lng: 'en' });
    const customerSuccess = screen.getAllByRole('article')[3]!;
    expect(within(customerSuccess).getByText('Salary').nextSibling).toHaveTextContent(
      'Rp5.5–7.5 million a month',
    );
    expect(within(customerSuccess).getByText('Posted').nextSibling).toHaveTextContent(
      '28 October 2026',
    );
  });

  it('says when no role is open, with an open application address', () => {
    renderWithProviders(<CareersPage roles={[]} />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('Saat ini belum ada lowongan yang dibuka.');
    expect(within(note).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:karir@segaradigital.co.id',
    );
  });

  it('says it in English too', () => {
    renderWithProviders(<CareersPage roles={[]} />, { lng: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('There are no open roles right now.');
  });
});

describe('CareerPage', () => {
  const role = careerRoles[0]!;

  it('shows responsibilities, requirements, benefits and a mailto with the role as subject', async () => {
    renderRoutes(routes, paths.career(role.slug));
    expect(
      await screen.findByRole('heading', { level: 1, name: role.title.id }),
    ).toBeInTheDocument();
    for (const name of ['Tanggung jawab', 'Yang kami cari', 'Yang Anda dapatkan', 'Cara melamar']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(role.responsibilities.id[0]!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lamar lewat email' })).toHaveAttribute(
      'href',
      `mailto:karir@segaradigital.co.id?subject=${encodeURIComponent(`Lamaran: ${role.title.id}`)}`,
    );
  });

  it('describes the role as a JobPosting with salary, closing day, identifier and direct apply', async () => {
    renderRoutes(routes, paths.career(role.slug));
    await screen.findByRole('heading', { level: 1, name: role.title.id });
    expect(screen.getByText('Lamaran kami baca sampai 31 Januari 2027.')).toBeInTheDocument();
    // directApply holds because the page carries the application form.
    expect(screen.getByRole('heading', { level: 2, name: 'Lamar posisi ini' })).toBeInTheDocument();
    const jobPosting = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'JobPosting');
    expect(jobPosting).toMatchObject({
      datePosted: '2026-11-03',
      validThrough: '2027-01-31T23:59:59+08:00',
      identifier: { '@type': 'PropertyValue', name: 'Segara Digital', value: role.slug },
      directApply: true,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'IDR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 9_000_000,
          maxValue: 14_000_000,
          unitText: 'MONTH',
        },
      },
    });
  });

  it('puts the English role name in the English subject', async () => {
    renderRoutes(routes, paths.career(role.slug), 'en');
    const apply = await screen.findByRole('link', { name: 'Apply by email' });
    expect(apply.getAttribute('href')).toBe(
      `mailto:karir@segaradigital.co.id?subject=${encodeURIComponent(`Application: ${role.title.en}`)}`,
    );
  });

  it('answers an unknown slug with the not-found page', async () => {
    renderRoutes(routes, '/karir/tidak-ada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
