import { screen, within } from '@testing-library/react';
import { SecurityPrivacyPage } from '../../../../src/features/company/SecurityPrivacyPage';
import {
  COOKIE_SECTION_ID,
  POLICY_LAST_UPDATED,
  securityPrivacyContent,
} from '../../../../src/content/company/securityPrivacy';
import { company } from '../../../../src/content/company';
import { SUPPORTED_LANGUAGES } from '../../../../src/lib/i18n';
import { renderWithProviders } from '../../renderWithProviders';

const sectionIds = (lng: 'id' | 'en') => {
  const { privacy, security } = securityPrivacyContent[lng];
  return [privacy, security].flatMap((part) => [part.id, ...part.sections.map((s) => s.id)]);
};

it('uses the same section ids in both languages, so anchors survive a language switch', () => {
  expect(sectionIds('en')).toEqual(sectionIds('id'));
  expect(new Set(sectionIds('id')).size).toBe(sectionIds('id').length);
});

describe.each(SUPPORTED_LANGUAGES)('SecurityPrivacyPage (%s)', (lng) => {
  const content = securityPrivacyContent[lng];

  it('has one h1 and a table of contents whose links all reach a section on the page', () => {
    const { container } = renderWithProviders(<SecurityPrivacyPage />, { lng });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const toc = screen.getByRole('navigation', { name: content.tocTitle });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sectionIds(lng).map((id) => `#${id}`),
    );
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href')!);
      expect(target).not.toBeNull();
      expect(target!.tagName).toBe('SECTION');
      // The link text is the title of the section it points to.
      expect(within(target as HTMLElement).getAllByRole('heading')[0]).toHaveTextContent(
        link.textContent,
      );
    }
  });

  it('names the UU PDP and covers the required topics', () => {
    renderWithProviders(<SecurityPrivacyPage />, { lng });
    const text = document.body.textContent;
    // The law's full name in Indonesian, in both languages, and its short form.
    expect(text).toContain('Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi');
    expect(text).toContain('UU PDP');
    expect(text).toContain('3 × 24');
    expect(text).toContain('i18nextLng');
    expect(text).toContain('Firebase');
    expect(text).toContain(company.legalName);
    expect(text).toContain(company.street);
  });

  it('shows the last-updated date and the privacy contact email', () => {
    renderWithProviders(<SecurityPrivacyPage />, { lng });
    const time = document.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', POLICY_LAST_UPDATED);
    expect(time).toHaveTextContent('26 November 2026');
    const emailLinks = screen.getAllByRole('link', { name: company.email });
    expect(emailLinks.length).toBeGreaterThan(0);
    for (const link of emailLinks) {
      expect(link.getAttribute('href')).toMatch(new RegExp(`^mailto:${company.email}`));
    }
  });

  it('ends the cookie section with the button that reopens the consent banner', () => {
    renderWithProviders(<SecurityPrivacyPage />, { lng });
    const section = document.getElementById(COOKIE_SECTION_ID)!;
    const name = lng === 'id' ? 'Pengaturan cookie' : 'Cookie settings';
    expect(within(section).getByRole('button', { name })).toBeInTheDocument();
    expect(section).toHaveTextContent('Consent Mode v2');
    expect(section).toHaveTextContent(lng === 'id' ? '“Terima”' : '“Accept”');
  });

  it('puts both parts in labelled sections with h2 headings and h3 subsections', () => {
    renderWithProviders(<SecurityPrivacyPage />, { lng });
    for (const part of [content.privacy, content.security]) {
      const region = screen.getByRole('region', { name: new RegExp(part.title) });
      expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(
        part.sections.length,
      );
    }
  });
});
