// The analytics consent banner (docs/architecture.md#analytics-and-consent): its copy in the
// page's language, the answer stored and handed to analytics, focus when reopened.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentBanner, showConsentBanner } from '../../../../src/components/consent/ConsentBanner';
import { CONSENT_STORAGE_KEY } from '../../../../src/lib/consentChoice';
import { renderWithProviders } from '../../renderWithProviders';

const mockUpdate = jest.fn((_choice: string) => Promise.resolve());
jest.mock('../../../../src/lib/analytics', () => ({
  updateAnalyticsConsent: (choice: string) => mockUpdate(choice),
}));

// jsdom has no ResizeObserver (the banner reports its height with one).
class NoResizeObserver {
  observe() {}
  disconnect() {}
}
beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoResizeObserver;
});

beforeEach(() => {
  localStorage.clear();
  mockUpdate.mockClear();
});

it.each([
  ['id', 'Cookie analitik', 'Tolak', 'Terima', 'Kebijakan privasi', '/tentang/keamanan-privasi'],
  [
    'en',
    'Analytics cookies',
    'Decline',
    'Accept',
    'Privacy policy',
    '/en/tentang/keamanan-privasi',
  ],
] as const)(
  'asks in the page language (%s), linking the privacy page',
  (lng, title, no, yes, link, href) => {
    renderWithProviders(<ConsentBanner reopened={false} onClose={() => undefined} />, { lng });
    const region = screen.getByRole('region', { name: title });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('button', { name: no })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: yes })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  },
);

it.each([
  ['Terima', 'granted'],
  ['Tolak', 'denied'],
] as const)('"%s" stores the answer, applies it and closes', async (name, choice) => {
  const onClose = jest.fn();
  renderWithProviders(<ConsentBanner reopened={false} onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name }));
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(choice);
  expect(onClose).toHaveBeenCalled();
  await act(() => Promise.resolve());
  expect(mockUpdate).toHaveBeenCalledWith(choice);
});

it('reopened, it takes focus, says the answer in force, and gives focus back', async () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  renderWithProviders(<ConsentBanner reopened onClose={() => undefined} />);
  const region = screen.getByRole('region', { name: 'Cookie analitik' });
  expect(region).toHaveFocus();
  expect(region).toHaveTextContent('Saat ini: diterima.');
  await userEvent.click(screen.getByRole('button', { name: 'Tolak' }));
  expect(opener).toHaveFocus();
  opener.remove();
});

it('is not shown at start-up once the visitor has answered', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
  showConsentBanner(false);
  expect(document.getElementById('consent-root')).toBeNull();
});
