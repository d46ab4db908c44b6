import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpPage } from '../../../../src/features/company/HelpPage';
import { helpContent } from '../../../../src/content/company/help';
import { company } from '../../../../src/content/company';
import { localizePath } from '../../../../src/lib/languagePaths';
import { paths } from '../../../../src/lib/paths';
import { SUPPORTED_LANGUAGES } from '../../../../src/lib/i18n';
import { renderWithProviders } from '../../renderWithProviders';

const questionIds = (lng: 'id' | 'en') =>
  helpContent[lng].topics.flatMap((topic) => topic.questions.map((question) => question.id));

describe('HelpPage content', () => {
  it('has at least 12 questions in 3–4 topics, the same ones in both languages', () => {
    expect(questionIds('id').length).toBeGreaterThanOrEqual(12);
    expect(questionIds('en')).toEqual(questionIds('id'));
    expect(helpContent.en.topics.map((t) => t.id)).toEqual(helpContent.id.topics.map((t) => t.id));
    expect(helpContent.id.topics.length).toBeGreaterThanOrEqual(3);
    expect(helpContent.id.topics.length).toBeLessThanOrEqual(4);
    expect(new Set(questionIds('id')).size).toBe(questionIds('id').length);
  });
});

describe.each(SUPPORTED_LANGUAGES)('HelpPage (%s)', (lng) => {
  const content = helpContent[lng];
  // The page at its URL in `lng`: its site links stay in that language.
  const route = localizePath(paths.company.help, lng);

  it('renders one h1, every question as an accordion button, and the first one open', () => {
    renderWithProviders(<HelpPage />, { lng, route });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const questions = content.topics.flatMap((topic) => topic.questions);
    const buttons = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'));
    expect(buttons).toHaveLength(questions.length);
    expect(buttons.length).toBeGreaterThanOrEqual(12);
    expect(buttons.map((b) => b.textContent)).toEqual(questions.map((q) => q.question));
    expect(buttons.filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it('groups questions under topic headings that the topic links point to', () => {
    renderWithProviders(<HelpPage />, { lng, route });
    for (const topic of content.topics) {
      const section = screen.getByRole('region', { name: topic.title });
      expect(section).toHaveAttribute('id', topic.id);
      expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(
        topic.questions.length,
      );
    }
    const nav = screen.getByRole('navigation', { name: content.topicsLabel });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(content.topics.map((topic) => `#${topic.id}`));
  });

  it('ends with a box linking to the contact page and the company email', () => {
    renderWithProviders(<HelpPage />, { lng, route });
    const box = screen.getByRole('complementary', { name: content.stillQuestion.title });
    expect(within(box).getByRole('link', { name: content.stillQuestion.cta })).toHaveAttribute(
      'href',
      localizePath(paths.contact, lng),
    );
    expect(within(box).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
  });

  it('opens a closed answer on click and renders its links', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />, { lng, route });
    const dataQuestion = content.topics
      .flatMap((topic) => topic.questions)
      .find((question) => question.id === 'faq-pelindungan-data')!;
    const button = screen.getByRole('button', { name: dataQuestion.question });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = screen.getByRole('region', { name: dataQuestion.question });
    expect(within(panel).getByRole('link')).toHaveAttribute(
      'href',
      localizePath(paths.company.securityPrivacy, lng),
    );
  });
});

it('shows Indonesian copy by default and English when asked', () => {
  const { unmount } = renderWithProviders(<HelpPage />, { lng: 'id' });
  expect(screen.getByRole('heading', { level: 1, name: 'Bantuan & FAQs' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bagaimana sebuah proyek dimulai?' })).toBeVisible();
  unmount();
  renderWithProviders(<HelpPage />, { lng: 'en' });
  expect(screen.getByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'How does a project start?' })).toBeVisible();
});
