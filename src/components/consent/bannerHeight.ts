// The consent banner's height while it shows, for the floating buttons (back-to-top, WhatsApp)
// to stand above it (src/styles/_layout.scss). Each button sets it on itself: set once on
// <html>, as it was, the custom property restyled every element of the page (274 of 387 on
// /kontak, 40-100 ms at 6x CPU on a first visit); on the buttons it restyles those alone.
import { useSyncExternalStore, type CSSProperties } from 'react';
import { valueStore } from '../../lib/valueStore';

/** The banner's height in px, 0 when it is closed (the banner's own root writes it). */
const height = valueStore(0);

export const setConsentBannerHeight = height.set;

/** A floating button's style: lifted by the banner's height while the banner shows. */
export function useAboveConsentBanner(): CSSProperties | undefined {
  const current = useSyncExternalStore(height.subscribe, height.get, () => 0);
  return current ? ({ '--consent-banner-height': `${current}px` } as CSSProperties) : undefined;
}
