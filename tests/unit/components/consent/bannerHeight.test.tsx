// The consent banner's height, lifting the floating buttons above it (bannerHeight.ts).
import { act, render, screen } from '@testing-library/react';
import {
  setConsentBannerHeight,
  useAboveConsentBanner,
} from '../../../../src/components/consent/bannerHeight';

function FloatingButton() {
  return <button style={useAboveConsentBanner()}>Kembali ke atas</button>;
}

afterEach(() => act(() => setConsentBannerHeight(0)));

it('lifts a floating button by the banner height while it shows, and sets nothing on <html>', () => {
  render(<FloatingButton />);
  const button = screen.getByRole('button', { name: 'Kembali ke atas' });
  expect(button.style.getPropertyValue('--consent-banner-height')).toBe('');
  act(() => setConsentBannerHeight(92));
  expect(button.style.getPropertyValue('--consent-banner-height')).toBe('92px');
  expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('');
  act(() => setConsentBannerHeight(0));
  expect(button.style.getPropertyValue('--consent-banner-height')).toBe('');
});

it('gives a button that appears while the banner shows the height at once', () => {
  act(() => setConsentBannerHeight(120));
  render(<FloatingButton />);
  expect(
    screen
      .getByRole('button', { name: 'Kembali ke atas' })
      .style.getPropertyValue('--consent-banner-height'),
  ).toBe('120px');
});
