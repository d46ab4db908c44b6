import type { TemplatePageRecord } from '../types';
import { demoFaq } from '../shared/faq';
import { demoPlans } from '../shared/plans';

/** The pricing page: its plans have the Monthly / Yearly switch. */
export const pricingPage: TemplatePageRecord = {
  meta: {
    title: { id: 'Template: harga', en: 'Template: pricing' },
    description: {
      id: 'Contoh halaman harga dengan pilihan bulanan atau tahunan.',
      en: 'A sample pricing page with a monthly or yearly choice.',
    },
  },
  header: {
    eyebrow: { id: 'Harga', en: 'Pricing' },
    title: { id: 'Harga sederhana untuk setiap tim', en: 'Simple pricing for every team' },
    lead: {
      id: 'Mulai gratis; bayar tahunan dan hemat 20%.',
      en: 'Start free; pay yearly and save 20%.',
    },
  },
  sections: [
    {
      type: 'pricing',
      heading: {
        eyebrow: { id: 'Paket', en: 'Plans' },
        title: { id: 'Pilih paket Anda', en: 'Choose your plan' },
      },
      plans: demoPlans,
    },
    {
      type: 'clients',
      title: { id: 'Dipakai oleh', en: 'Used by' },
      names: ['Nusa Logistik', 'Bali Villas', 'Kopi Batur', 'Ombak Surf'],
    },
    {
      type: 'faq',
      heading: {
        eyebrow: { id: 'FAQ', en: 'FAQ' },
        title: { id: 'Pertanyaan tentang harga', en: 'Pricing questions' },
      },
      items: demoFaq,
    },
  ],
};
