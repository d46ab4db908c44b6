// The banner's way in, in main (docs/architecture.md#analytics-and-consent): asked for after the
// first commit only while no answer is stored; "Pengaturan cookie" in the footer reopens it.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../../../../src/app/layout/Footer';
import { askForConsent } from '../../../../src/lib/analytics';
import {
  CONSENT_STORAGE_KEY,
  storedConsent,
  storeConsent,
} from '../../../../src/lib/consentChoice';
import { renderWithProviders } from '../../renderWithProviders';

const mockShow = jest.fn((_asked: boolean) => undefined);
jest.mock('../../../../src/components/consent/ConsentBanner', () => ({
  showConsentBanner: (asked: boolean) => mockShow(asked),
}));

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  localStorage.clear();
  mockShow.mockClear();
});

it('asks while no answer is stored', async () => {
  askForConsent();
  await flush();
  expect(mockShow).toHaveBeenCalledWith(false);
});

it('does not ask on the sign-in and admin pages', async () => {
  window.history.pushState({}, '', '/auth/login');
  askForConsent();
  window.history.pushState({}, '', '/');
  await flush();
  expect(mockShow).not.toHaveBeenCalled();
});

it('does not ask once answered, nor where storage is blocked', async () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
  askForConsent();
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  localStorage.clear();
  askForConsent();
  getItem.mockRestore();
  await flush();
  expect(mockShow).not.toHaveBeenCalled();
});

it.each([
  ['id', 'Pengaturan cookie'],
  ['en', 'Cookie settings'],
] as const)('the footer reopens the banner (%s)', async (lng, name) => {
  renderWithProviders(<Footer />, { lng });
  await userEvent.click(screen.getByRole('button', { name }));
  await flush();
  expect(mockShow).toHaveBeenCalledWith(true);
});

describe('the stored answer', () => {
  it('reads only an answer it wrote', () => {
    expect(storedConsent()).toBeUndefined();
    storeConsent('granted');
    expect(storedConsent()).toBe('granted');
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    expect(storedConsent()).toBeUndefined();
  });

  it('survives blocked storage', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    expect(() => storeConsent('denied')).not.toThrow();
    expect(storedConsent()).toBeUndefined();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
