// The analytics consent banner's way in (docs/architecture.md#analytics-and-consent). In main,
// so kept small: the banner loads in its own chunk, only when it is shown.

/** Shows the banner; `asked` when the visitor asked for it ("Pengaturan cookie"). */
export const openCookieSettings = (asked: boolean) =>
  void import('./ConsentBanner').then((banner) => banner.showConsentBanner(asked), console.error);
