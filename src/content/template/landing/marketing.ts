import search from 'bootstrap-icons/icons/search.svg?raw';
import instagram from 'bootstrap-icons/icons/instagram.svg?raw';
import envelope from 'bootstrap-icons/icons/envelope-paper.svg?raw';
import type { LandingRecord } from '../types';
import { demoPlans } from '../shared/plans';
import { demoPosts } from '../shared/posts';

/** /landing/marketing — a marketing service: centred hero with growth, services, journal. */
export const landing: LandingRecord = {
  demo: 'marketing',
  brand: 'Tumbuh',
  theme: { accent: '#be123c', soft: '#fdf0f2', dark: '#2a0a12' },
  meta: {
    title: { id: 'Demo pemasaran', en: 'Marketing demo' },
    description: {
      id: 'Contoh halaman arahan untuk layanan pemasaran digital.',
      en: 'A sample landing page for a digital marketing service.',
    },
  },
  hero: {
    variant: 'centered',
    eyebrow: { id: 'Pemasaran digital', en: 'Digital marketing' },
    title: {
      id: 'Lebih banyak pelanggan, bukan sekadar klik.',
      en: 'More customers, not just clicks.',
    },
    lead: {
      id: 'SEO, media sosial, dan email yang diukur dengan penjualan — dilaporkan setiap bulan dengan bahasa yang jelas.',
      en: 'SEO, social media and email measured in sales — reported every month in plain words.',
    },
    primary: { id: 'Audit gratis', en: 'Free audit' },
    secondary: { id: 'Lihat paket', en: 'See packages' },
    art: { kind: 'chart' },
  },
  sections: [
    {
      type: 'services',
      heading: {
        eyebrow: { id: 'Layanan', en: 'Services' },
        title: { id: 'Tiga saluran, satu tujuan', en: 'Three channels, one goal' },
      },
      items: [
        {
          icon: search,
          title: { id: 'SEO', en: 'SEO' },
          text: { id: 'Ditemukan saat orang mencari.', en: 'Be found when people search.' },
          bullets: [
            { id: 'Audit teknis', en: 'Technical audit' },
            { id: 'Konten bulanan', en: 'Monthly content' },
          ],
        },
        {
          icon: instagram,
          title: { id: 'Media sosial', en: 'Social media' },
          text: {
            id: 'Konten yang membuat orang berhenti menggulir.',
            en: 'Content that stops the scroll.',
          },
          bullets: [
            { id: 'Kalender konten', en: 'Content calendar' },
            { id: 'Iklan berbayar', en: 'Paid ads' },
          ],
        },
        {
          icon: envelope,
          title: { id: 'Email', en: 'Email' },
          text: { id: 'Pelanggan lama kembali membeli.', en: 'Past customers buy again.' },
          bullets: [
            { id: 'Otomasi', en: 'Automations' },
            { id: 'Uji A/B', en: 'A/B tests' },
          ],
        },
      ],
    },
    {
      type: 'stats',
      items: [
        { value: '3,4×', label: { id: 'rata-rata ROAS', en: 'average ROAS' } },
        { value: '+62%', label: { id: 'kunjungan organik', en: 'organic visits' } },
        { value: '41%', label: { id: 'rasio buka email', en: 'email open rate' } },
        { value: '70+', label: { id: 'klien aktif', en: 'active clients' } },
      ],
    },
    {
      type: 'testimonials',
      heading: {
        eyebrow: { id: 'Hasil', en: 'Results' },
        title: { id: 'Cerita klien', en: 'Client stories' },
      },
      items: [
        {
          quote: {
            id: 'Pemesanan langsung naik, komisi OTA turun.',
            en: 'Direct bookings up, OTA commission down.',
          },
          name: 'Ketut Adi',
          role: { id: 'Villa Lestari', en: 'Villa Lestari' },
        },
        {
          quote: {
            id: 'Laporannya bisa saya pahami tanpa kamus.',
            en: 'Reports I understand without a dictionary.',
          },
          name: 'Ibu Ratna',
          role: { id: 'Toko Batik Ratna', en: 'Ratna Batik' },
        },
        {
          quote: {
            id: 'Toko daring kami akhirnya muncul di halaman pertama.',
            en: 'Our shop finally shows up on page one.',
          },
          name: 'Agus Mahendra',
          role: { id: 'Kopi Batur', en: 'Kopi Batur' },
        },
      ],
    },
    {
      type: 'pricing',
      heading: {
        eyebrow: { id: 'Paket', en: 'Packages' },
        title: { id: 'Paket bulanan', en: 'Monthly packages' },
      },
      plans: demoPlans,
    },
    {
      type: 'blog',
      heading: {
        eyebrow: { id: 'Wawasan', en: 'Insights' },
        title: { id: 'Dari blog kami', en: 'From our blog' },
      },
      posts: demoPosts.slice(2, 5),
    },
    {
      type: 'cta',
      title: { id: 'Mulai dengan audit gratis.', en: 'Start with a free audit.' },
      lead: {
        id: 'Kami tunjukkan tiga hal yang bisa diperbaiki minggu ini.',
        en: 'We show you three things to fix this week.',
      },
      primary: { id: 'Minta audit', en: 'Request an audit' },
    },
  ],
};
