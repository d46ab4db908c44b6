import type { Language } from './i18n';

/** How id-ID and en-GB group the thousands of a whole number. */
const THOUSANDS_SEPARATOR: Record<Language, string> = { id: '.', en: ',' };

/**
 * Whole rupiah as the page's language groups them, written as PUEBI does: "Rp250.000" /
 * "Rp250,000". What `Intl.NumberFormat` writes with `maximumFractionDigits: 0` for id-ID and
 * en-GB (a unit test holds them equal), grouped by hand because the browser's first
 * `Intl.NumberFormat` loads its locale data: 145 ms of main thread at 6x CPU, inside the
 * hydration of the product pages.
 */
export function formatRupiah(amount: number, lng: Language): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(amount)));
  return `Rp${sign}${digits.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR[lng])}`;
}
