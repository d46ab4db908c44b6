import lightning from 'bootstrap-icons/icons/lightning-charge.svg?raw';
import bullseye from 'bootstrap-icons/icons/bullseye.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import type { LandingRecord } from '../types';
import { demoPosts } from '../shared/posts';

/** /landing/startup — an early-stage startup: rocket hero, backers, traction, journal. */
export const landing: LandingRecord = {
  demo: 'startup',
  brand: 'Lautan Labs',
  theme: { accent: '#c2410c', soft: '#fdf3ec', dark: '#2b1408' },
  meta: {
    title: { id: 'Demo startup', en: 'Startup demo' },
    description: {
      id: 'Contoh halaman arahan untuk startup tahap awal.',
      en: 'A sample landing page for an early-stage startup.',
    },
  },
  hero: {
    variant: 'reverse',
    eyebrow: { id: 'Startup logistik laut', en: 'Sea logistics startup' },
    title: {
      id: 'Kirim barang antarpulau secepat pesan singkat.',
      en: 'Ship between islands as fast as a text message.',
    },
    lead: {
      id: 'Pesan ruang kargo kapal dari ponsel, lacak sampai tujuan, bayar saat tiba.',
      en: 'Book ship cargo space from your phone, track it to the port, pay on arrival.',
    },
    primary: { id: 'Gabung daftar tunggu', en: 'Join the waitlist' },
    secondary: { id: 'Untuk investor', en: 'For investors' },
    art: { kind: 'rocket' },
  },
  sections: [
    {
      type: 'clients',
      title: { id: 'Didukung oleh', en: 'Backed by' },
      names: ['Inkubator Bali', 'Dana Nusantara', 'Samudra Ventures', 'Arus Capital'],
    },
    {
      type: 'features',
      heading: {
        eyebrow: { id: 'Kenapa kami', en: 'Why us' },
        title: { id: 'Logistik laut, dibuat sederhana', en: 'Sea logistics, made simple' },
      },
      items: [
        {
          icon: lightning,
          title: { id: 'Pemesanan 2 menit', en: 'Two-minute booking' },
          text: { id: 'Tanpa telepon ke agen.', en: 'No phone calls to agents.' },
        },
        {
          icon: bullseye,
          title: { id: 'Lacak langsung', en: 'Live tracking' },
          text: { id: 'Posisi kapal tiap 15 menit.', en: 'Ship position every 15 minutes.' },
        },
        {
          icon: people,
          title: { id: 'Mitra terpercaya', en: 'Trusted partners' },
          text: { id: '30 operator kapal terverifikasi.', en: '30 verified ship operators.' },
        },
      ],
    },
    {
      type: 'stats',
      dark: true,
      heading: {
        eyebrow: { id: 'Traksi', en: 'Traction' },
        title: { id: 'Tahun pertama kami', en: 'Our first year' },
      },
      items: [
        { value: '2.400', label: { id: 'pengiriman', en: 'shipments' } },
        { value: '14', label: { id: 'pelabuhan', en: 'ports' } },
        { value: '31%', label: { id: 'tumbuh per bulan', en: 'monthly growth' } },
        { value: '9', label: { id: 'orang di tim', en: 'people on the team' } },
      ],
    },
    {
      type: 'testimonials',
      heading: {
        eyebrow: { id: 'Pengguna awal', en: 'Early users' },
        title: { id: 'Yang sudah mencoba', en: 'People who tried it' },
      },
      items: [
        {
          quote: {
            id: 'Kiriman ke Lombok kini bisa saya pantau sendiri.',
            en: 'I can follow my shipments to Lombok myself now.',
          },
          name: 'Hendra Wijaya',
          role: { id: 'Pedagang grosir', en: 'Wholesaler' },
        },
        {
          quote: {
            id: 'Harga jelas sejak awal, tidak ada biaya kejutan.',
            en: 'Clear prices up front, no surprise fees.',
          },
          name: 'Sri Handayani',
          role: { id: 'Pemilik toko bangunan', en: 'Hardware store owner' },
        },
      ],
    },
    {
      type: 'blog',
      heading: {
        eyebrow: { id: 'Jurnal', en: 'Journal' },
        title: { id: 'Catatan dari tim', en: 'Notes from the team' },
      },
      posts: demoPosts.slice(0, 3),
    },
    {
      type: 'subscribe',
      title: { id: 'Dapatkan kabar peluncuran', en: 'Hear when we launch' },
      lead: {
        id: 'Kami kabari saat rute Anda dibuka.',
        en: 'We will tell you when your route opens.',
      },
      button: { id: 'Kabari saya', en: 'Notify me' },
    },
  ],
};
