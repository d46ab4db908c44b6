// The copy of /produk, every product side by side (src/features/products/ProductsPage.tsx);
// loaded with that page only. The products' own facts come from ./productPlans.ts.
import type { Localized } from '../lib/useLanguage';

export const productsOverviewContent: Localized<{
  metaDescription: string;
  eyebrow: string;
  lead: string;
  compareTitle: string;
  compareCaption: string;
  /** Under the comparison where it is wider than the screen. */
  scrollHint: string;
  criterion: string;
  idealFor: string;
  startingPrice: string;
  trial: string;
  trialDays: (days: number) => string;
  yes: string;
  no: string;
  forWhom: string;
  more: string;
}> = {
  id: {
    metaDescription:
      'Semua produk Segara Digital dalam satu halaman: untuk siapa, perbandingan fitur, dan paket harga dalam rupiah.',
    eyebrow: 'Produk Segara Digital',
    lead: 'Produk siap pakai untuk vila, warung, dan desa di Bali. Bandingkan fitur dan harganya, lalu pilih yang cocok untuk Anda.',
    compareTitle: 'Bandingkan produk',
    compareCaption: 'Perbandingan produk Segara Digital',
    scrollHint: 'Geser ke samping untuk melihat semua produk.',
    criterion: 'Kriteria',
    idealFor: 'Untuk siapa',
    startingPrice: 'Harga mulai',
    trial: 'Uji coba gratis',
    trialDays: (days) => `${days} hari`,
    yes: 'Ya',
    no: 'Tidak',
    forWhom: 'Untuk:',
    more: 'Selengkapnya tentang',
  },
  en: {
    metaDescription:
      'Every Segara Digital product on one page: who it is for, a feature comparison and pricing tiers in rupiah.',
    eyebrow: 'Segara Digital products',
    lead: 'Ready-made products for villas, warungs and villages in Bali. Compare their features and prices, then pick the one that fits.',
    compareTitle: 'Compare the products',
    compareCaption: 'Segara Digital’s products compared',
    scrollHint: 'Scroll sideways to see every product.',
    criterion: 'Criterion',
    idealFor: 'Who it is for',
    startingPrice: 'Starting price',
    trial: 'Free trial',
    trialDays: (days) => `${days} days`,
    yes: 'Yes',
    no: 'No',
    forWhom: 'For:',
    more: 'More about',
  },
};
