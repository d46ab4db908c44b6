import { screen, within } from '@testing-library/react';
import { AboutPage } from '../../../../src/features/company/AboutPage';
import { aboutContent } from '../../../../src/content/company/about';
import { mapsSearchUrl } from '../../../../src/content/company';
import { howWeWorkCopy, howWeWorkSteps } from '../../../../src/content/company/howWeWork';
import { localizePath } from '../../../../src/lib/languagePaths';
import { anchors, paths } from '../../../../src/lib/paths';
import { SUPPORTED_LANGUAGES } from '../../../../src/lib/i18n';
import { renderWithProviders } from '../../renderWithProviders';

describe.each(SUPPORTED_LANGUAGES)('AboutPage (%s)', (lng) => {
  const content = aboutContent[lng];
  // The page at its URL in `lng`: its site links stay in that language.
  const route = localizePath(paths.company.about, lng);

  it('has one h1, the header title, and the page title ending with the site name', () => {
    renderWithProviders(<AboutPage content={content} />, { lng, route });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(content.header.title);
    expect(document.title).toBe(`${content.meta.title} — Segara Digital`);
    expect(document.title.endsWith('— Segara Digital')).toBe(true);
  });

  it('renders every section as a named region with its h2', () => {
    renderWithProviders(<AboutPage content={content} />, { lng, route });
    const titles = [
      content.story.title,
      content.story.sectorsTitle,
      content.numbers.title,
      content.mission.title,
      content.values.title,
      howWeWorkCopy.title[lng],
      content.office.title,
    ];
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(titles);
    for (const title of titles) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('shows how we work at its anchor: every step, what we do and what the client does', () => {
    renderWithProviders(<AboutPage content={content} />, { lng, route });
    const section = screen.getByRole('region', { name: howWeWorkCopy.title[lng] });
    expect(section).toHaveAttribute('id', anchors.howWeWork);
    const steps = within(section).getAllByRole('listitem');
    expect(
      steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(howWeWorkSteps.map((step) => step.title[lng]));
    howWeWorkSteps.forEach((step, index) => {
      expect(within(steps[index]!).getByText(step.we[lng])).toBeInTheDocument();
      expect(within(steps[index]!).getByText(step.you[lng])).toBeInTheDocument();
      expect(within(steps[index]!).getByText(howWeWorkCopy.you[lng])).toBeInTheDocument();
    });
  });

  it('renders the story, sectors, numbers, mission, vision and values', () => {
    renderWithProviders(<AboutPage content={content} />, { lng, route });
    for (const paragraph of content.story.paragraphs) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
    const sectors = screen.getByRole('region', { name: content.story.sectorsTitle });
    expect(
      within(sectors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(content.story.sectors.map((sector) => sector.name));

    const numbers = screen.getByRole('region', { name: content.numbers.title });
    for (const item of content.numbers.items) {
      expect(within(numbers).getByText(item.value)).toBeInTheDocument();
      expect(within(numbers).getByText(item.label)).toBeInTheDocument();
    }

    const mission = screen.getByRole('region', { name: content.mission.title });
    expect(
      within(mission)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([content.mission.missionTitle, content.mission.visionTitle]);
    expect(within(mission).getByText(content.mission.missionText)).toBeInTheDocument();
    expect(within(mission).getByText(content.mission.visionText)).toBeInTheDocument();

    const values = screen.getByRole('region', { name: content.values.title });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(content.values.items.map((value) => value.title));
  });

  it('shows the office with its illustration, a maps link in a new tab, and next steps', () => {
    renderWithProviders(<AboutPage content={content} />, { lng, route });
    const office = screen.getByRole('region', { name: content.office.title });
    // The drawing is named by its title and described by its description.
    const drawing = within(office).getByRole('img', { name: content.office.illustrationTitle });
    expect(drawing).toHaveAccessibleDescription(content.office.illustrationDescription);
    expect(drawing.querySelector('svg')).not.toBeNull();
    expect(within(office).getByText(content.office.hours)).toBeInTheDocument();

    const maps = within(office).getByRole('link', { name: new RegExp(content.office.mapsLink) });
    expect(maps).toHaveAttribute('href', mapsSearchUrl());
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(office).getByRole('link', { name: content.office.contactLink })).toHaveAttribute(
      'href',
      localizePath(paths.contact, lng),
    );
    expect(within(office).getByRole('link', { name: content.office.careersLink })).toHaveAttribute(
      'href',
      localizePath(paths.company.careers, lng),
    );
  });
});
