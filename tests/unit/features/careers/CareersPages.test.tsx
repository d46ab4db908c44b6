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
