import speed from 'bootstrap-icons/icons/speedometer2.svg?raw';
import pie from 'bootstrap-icons/icons/pie-chart.svg?raw';
import funnel from 'bootstrap-icons/icons/funnel.svg?raw';
import bellIcon from 'bootstrap-icons/icons/bell.svg?raw';
import download from 'bootstrap-icons/icons/cloud-download.svg?raw';
import share from 'bootstrap-icons/icons/share.svg?raw';
import type { LandingRecord } from '../types';
import { demoFaq } from '../shared/faq';
import { demoPlans } from '../shared/plans';

/** /landing/saas2 — an analytics SaaS: gradient hero with a chart, numbers first. */
export const landing: LandingRecord = {
  demo: 'saas2',
  brand: 'Angkapintar',
  theme: { accent: '#0f766e', soft: '#ecf7f5', dark: '#0b2f2c' },
  meta: {
    title: { id: 'Demo SaaS analitik', en: 'Analytics SaaS demo' },
    description: {
      id: 'Contoh halaman arahan kedua untuk SaaS analitik penjualan.',
      en: 'A second sample SaaS landing page, for sales analytics.',
    },
  },
  hero: {
    variant: 'gradient',
    eyebrow: { id: 'Analitik penjualan', en: 'Sales analytics' },
    title: { id: 'Angka penjualan yang bisa Anda percaya.', en: 'Sales numbers you can trust.' },
    lead: {
      id: 'Gabungkan data toko, marketplace, dan kasir dalam satu dasbor yang diperbarui tiap menit.',
      en: 'Combine shop, marketplace and till data in one dashboard, updated every minute.',
    },
    primary: { id: 'Mulai gratis', en: 'Start free' },
    secondary: { id: 'Lihat contoh dasbor', en: 'See a sample dashboard' },
    art: { kind: 'chart' },
  },
  sections: [
    {
      type: 'stats',
      heading: {
        eyebrow: { id: 'Hasil', en: 'Results' },
        title: { id: 'Rata-rata pelanggan kami', en: 'Our average customer' },
      },
      items: [
        { value: '+18%', label: { id: 'omzet dalam 6 bulan', en: 'revenue in 6 months' } },
        { value: '6 jam', label: { id: 'hemat tiap minggu', en: 'saved each week' } },
        { value: '40+', label: { id: 'sumber data', en: 'data sources' } },
        { value: '1 mnt', label: { id: 'jeda pembaruan', en: 'refresh interval' } },
      ],
    },
    {
      type: 'features',
      heading: {
        eyebrow: { id: 'Fitur', en: 'Features' },
        title: { id: 'Dari data mentah ke keputusan', en: 'From raw data to decisions' },
      },
      items: [
        {
          icon: speed,
          title: { id: 'Dasbor langsung', en: 'Live dashboards' },
          text: {
            id: 'Omzet, pesanan, dan margin tiap menit.',
            en: 'Revenue, orders and margin every minute.',
          },
        },
        {
          icon: pie,
          title: { id: 'Segmen pelanggan', en: 'Customer segments' },
          text: {
            id: 'Siapa yang kembali, siapa yang pergi.',
            en: 'Who comes back and who leaves.',
          },
        },
        {
          icon: funnel,
          title: { id: 'Corong konversi', en: 'Conversion funnels' },
          text: { id: 'Lihat di mana pembeli berhenti.', en: 'See where buyers drop off.' },
        },
        {
          icon: bellIcon,
          title: { id: 'Peringatan cerdas', en: 'Smart alerts' },
          text: {
            id: 'Pesan saat angka bergerak tak wajar.',
            en: 'A message when a number moves oddly.',
          },
        },
        {
          icon: download,
          title: { id: 'Ekspor', en: 'Exports' },
          text: {
            id: 'CSV dan Excel untuk akuntan Anda.',
            en: 'CSV and Excel for your accountant.',
          },
        },
        {
          icon: share,
          title: { id: 'Berbagi laporan', en: 'Shared reports' },
          text: { id: 'Tautan baca-saja untuk investor.', en: 'Read-only links for investors.' },
        },
      ],
    },
    {
      type: 'steps',
      heading: {
        eyebrow: { id: 'Mulai', en: 'Get going' },
        title: { id: 'Tiga langkah ke dasbor pertama', en: 'Three steps to your first dashboard' },
      },
      items: [
        {
          title: { id: 'Hubungkan', en: 'Connect' },
          text: { id: 'Pilih toko dan marketplace Anda.', en: 'Pick your shops and marketplaces.' },
        },
        {
          title: { id: 'Cocokkan', en: 'Match' },
          text: { id: 'Kami menyatukan produk yang sama.', en: 'We merge the same products.' },
        },
        {
          title: { id: 'Pantau', en: 'Watch' },
          text: { id: 'Dasbor siap dalam hitungan menit.', en: 'Dashboards ready in minutes.' },
        },
      ],
    },
    {
      type: 'pricing',
      heading: {
        eyebrow: { id: 'Harga', en: 'Pricing' },
        title: { id: 'Tumbuh bersama bisnis Anda', en: 'Grows with your business' },
      },
      plans: demoPlans,
    },
    {
      type: 'faq',
      heading: {
        eyebrow: { id: 'FAQ', en: 'FAQ' },
        title: { id: 'Pertanyaan umum', en: 'Common questions' },
      },
      items: demoFaq,
    },
    {
      type: 'cta',
      title: { id: 'Lihat angka Anda hari ini.', en: 'See your numbers today.' },
      lead: { id: 'Dasbor pertama gratis selamanya.', en: 'Your first dashboard is free forever.' },
      primary: { id: 'Mulai gratis', en: 'Start free' },
    },
  ],
};
