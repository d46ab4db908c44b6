import type { Language } from './i18n';

/** Whole rupiah as the page's language groups them, written as PUEBI does: "Rp250.000" / "Rp250,000". */
export function formatRupiah(amount: number, lng: Language): string {
  const grouped = new Intl.NumberFormat(lng === 'id' ? 'id-ID' : 'en-GB', {
    maximumFractionDigits: 0,
  }).format(amount);
  return `Rp${grouped}`;
}
