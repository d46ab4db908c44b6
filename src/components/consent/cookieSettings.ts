// The analytics consent banner's way in (docs/architecture.md#analytics-and-consent). In main,
// so kept small: the banner loads in its own chunk, only when it is shown; lib/consentChoice.ts
// reads and writes the answer.

/** Where the visitor's answer is kept, in localStorage. */
export const CONSENT_STORAGE_KEY = 'segara:analytics-consent';

/** Shows the banner; `asked` when the visitor asked for it ("Pengaturan cookie"). */
export const openCookieSettings = (asked: boolean) =>
  void import('./ConsentBanner').then((banner) => banner.showConsentBanner(asked), console.error);

/** After the first commit: the banner, until the visitor has answered. */
export function askForConsent() {
  try {
    if (localStorage.getItem(CONSENT_STORAGE_KEY) !== null) return;
  } catch {
    return; // No storage, no way to keep an answer: analytics stays off, unasked.
  }
  openCookieSettings(false);
}
