// The data-driven landing demos: each record picks sections, and the page renders exactly those.
import { screen, within } from '@testing-library/react';
import { LandingPage } from '../../../../src/features/template/landing/LandingPage';
import { landingRecords } from '../../../../src/features/template/landing/landingRecords';
import type { LandingRecord } from '../../../../src/content/template/types';
import { LANDING_DEMOS } from '../../../../src/lib/paths';
import { renderWithProviders } from '../../renderWithProviders';

const load = async () =>
  Object.fromEntries(
    await Promise.all(LANDING_DEMOS.map(async (demo) => [demo, await landingRecords[demo]()])),
  ) as Record<(typeof LANDING_DEMOS)[number], LandingRecord>;

describe('landing records', () => {
  it('exist for all ten demos, each with its own hero and at least five sections', async () => {
    const records = await load();
    expect(Object.keys(records)).toEqual([...LANDING_DEMOS]);
    const heroes = new Set<string>();
    for (const demo of LANDING_DEMOS) {
      const record = records[demo];
      expect(record.demo).toBe(demo);
      expect(record.sections.length).toBeGreaterThanOrEqual(5);
      heroes.add(`${record.hero.variant}/${record.hero.art.kind}`);
    }
    expect(heroes.size).toBe(LANDING_DEMOS.length);
  });

  it('fit their names', async () => {
    const records = await load();
    const types = (demo: keyof typeof records) => records[demo].sections.map((s) => s.type);
    expect(types('crypto')).toEqual(expect.arrayContaining(['coins', 'stats']));
    expect(records.crypto.hero.art.kind).toBe('coins');
    expect(records.coworking.hero.art.kind).toBe('spaceSearch');
    expect(types('agency')).toEqual(expect.arrayContaining(['services', 'portfolio', 'jobs']));
    expect(types('saas')).toContain('pricing');
    expect(types('portfolio')).toContain('portfolio');
  });
});

describe.each(['id', 'en'] as const)('LandingPage (%s)', (lng) => {
  it.each(LANDING_DEMOS)(
    '%s renders its hero and its sections in order, all links to #',
    async (demo) => {
      const record = await landingRecords[demo]();
      const { container } = renderWithProviders(<LandingPage record={record} />, { lng });

      const h1 = screen.getAllByRole('heading', { level: 1 });
      expect(h1).toHaveLength(1);
      expect(h1[0]).toHaveTextContent(record.hero.title[lng]);

      const rendered = Array.from(container.querySelectorAll('[data-section]')).map((el) =>
        el.getAttribute('data-section'),
      );
      expect(rendered).toEqual(record.sections.map((section) => section.type));

      // Every section with a heading is a named region whose name is that heading.
      for (const section of record.sections) {
        const title =
          'heading' in section && section.heading
            ? section.heading.title[lng]
            : 'title' in section
              ? section.title[lng]
              : undefined;
        if (title) expect(screen.getAllByRole('region', { name: title }).length).toBeGreaterThan(0);
      }

      for (const link of screen.queryAllByRole('link')) expect(link).toHaveAttribute('href', '#');
    },
  );
});

describe('crypto landing', () => {
  it('shows the coin prices as a table with a row per coin', async () => {
    const record = await landingRecords.crypto();
    renderWithProviders(<LandingPage record={record} />, { lng: 'en' });
    const table = screen.getByRole('table');
    const coins = record.sections.find((s) => s.type === 'coins');
    expect(within(table).getAllByRole('row')).toHaveLength(
      1 + (coins?.type === 'coins' ? coins.coins.length : 0),
    );
    expect(within(table).getByRole('rowheader', { name: /Bitcoin/ })).toBeInTheDocument();
  });
});

describe('coworking landing', () => {
  it('has a space-search form with labelled fields', async () => {
    renderWithProviders(<LandingPage record={await landingRecords.coworking()} />, { lng: 'id' });
    const form = screen.getByRole('form', { name: 'Cari ruang' });
    expect(within(form).getByLabelText('Lokasi')).toBeInTheDocument();
    expect(within(form).getByLabelText('Tanggal')).toBeInTheDocument();
    expect(within(form).getByLabelText('Kapasitas')).toBeInTheDocument();
  });
});
