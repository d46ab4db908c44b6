import type { Language } from '../../lib/i18n';

const locale = (lng: Language) => (lng === 'id' ? 'id-ID' : 'en-GB');

/** "$64,210.50" / "US$64.210,50". */
export function formatUsd(amount: number, lng: Language): string {
  return new Intl.NumberFormat(locale(lng), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: amount < 10 ? 4 : 2,
  }).format(amount);
}

/** "+2.4%" / "−1.1%" with a real minus sign. */
export function formatChange(change: number, lng: Language): string {
  const number = new Intl.NumberFormat(locale(lng), { maximumFractionDigits: 1 }).format(
    Math.abs(change),
  );
  return `${change >= 0 ? '+' : '−'}${number}%`;
}
