import { screen, within } from '@testing-library/react';
import { CertificationsPage } from '../../../../src/features/company/CertificationsPage';
import { certificationsContent } from '../../../../src/content/company/certifications';
import { localizePath } from '../../../../src/lib/languagePaths';
import { paths } from '../../../../src/lib/paths';
import { SUPPORTED_LANGUAGES } from '../../../../src/lib/i18n';
import { renderWithProviders } from '../../renderWithProviders';

it('lists the same certifications, in the same order, in both languages', () => {
  const keys = (lng: 'id' | 'en') => certificationsContent[lng].list.items.map((item) => item.key);
  expect(keys('en')).toEqual(keys('id'));
  expect(new Set(keys('id')).size).toBe(keys('id').length);
  expect(certificationsContent.en.verify.steps).toHaveLength(
    certificationsContent.id.verify.steps.length,
  );
});

describe.each(SUPPORTED_LANGUAGES)('CertificationsPage (%s)', (lng) => {
  const content = certificationsContent[lng];
  // The page at its URL in `lng`: its site links stay in that language.
  const route = localizePath(paths.company.certifications, lng);

  it('has one h1, a breadcrumb through the company page, and the site name in the title', () => {
    renderWithProviders(<CertificationsPage />, { lng, route });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(content.header.title);
    expect(document.title).toBe(`${content.meta.title} — Segara Digital`);

    const crumbs = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(crumbs.map((link) => link.getAttribute('href'))).toEqual([
      localizePath(paths.home, lng),
      localizePath(paths.company.about, lng),
    ]);
  });

  it('renders one card per certification with its meaning, scope, issuer and year', () => {
    renderWithProviders(<CertificationsPage />, { lng, route });
    const list = screen.getByRole('region', { name: content.list.title });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(content.list.items.length);

    content.list.items.forEach((item, index) => {
      const card = cards[index]!;
      expect(card).toHaveAccessibleName(item.name);
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(item.name);
      expect(within(card).getByText(item.kind)).toBeInTheDocument();
      expect(within(card).getByText(item.meaning)).toBeInTheDocument();
      const terms = within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual([
        content.list.scopeLabel,
        content.list.issuerLabel,
        content.list.sinceLabel,
      ]);
      const definitions = within(card)
        .getAllByRole('definition')
        .map((definition) => definition.textContent);
      expect(definitions).toEqual([item.scope, item.issuer, item.since]);
    });
  });

  it('explains how to verify, with the registry in a new tab', () => {
    renderWithProviders(<CertificationsPage />, { lng, route });
    const verify = screen.getByRole('region', { name: content.verify.title });
    expect(
      within(verify)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(content.verify.steps.map((step) => step.title));
    const registry = within(verify).getByRole('link', {
      name: new RegExp(content.verify.registryLinkLabel),
    });
    expect(registry).toHaveAttribute('href', content.verify.registryLinkUrl);
    expect(registry).toHaveAttribute('target', '_blank');
    expect(registry).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('ends with the procurement box linking to the contact page', () => {
    renderWithProviders(<CertificationsPage />, { lng, route });
    const box = screen.getByRole('region', { name: content.procurement.title });
    expect(within(box).getByText(content.procurement.text)).toBeInTheDocument();
    expect(
      within(box).getByRole('link', { name: content.procurement.contactLink }),
    ).toHaveAttribute('href', localizePath(paths.contact, lng));
  });
});
