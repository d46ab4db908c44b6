// Demo blog posts for the blog teasers and the template blog pages.
import type { DemoPost } from '../types';

export const demoPosts: readonly DemoPost[] = [
  {
    title: {
      id: 'Lima kebiasaan tim produk yang rilis tiap minggu',
      en: 'Five habits of product teams that ship weekly',
    },
    excerpt: {
      id: 'Rilis kecil, pengukuran jujur, dan rapat yang lebih sedikit dari yang Anda kira.',
      en: 'Small releases, honest measurements and fewer meetings than you would think.',
    },
    category: { id: 'Produk', en: 'Product' },
    date: '2026-02-12',
    minutes: 6,
    author: 'Ayu Lestari',
    tone: 1,
  },
  {
    title: {
      id: 'Memilih antara aplikasi web dan aplikasi native',
      en: 'Choosing between a web app and a native app',
    },
    excerpt: {
      id: 'Pertanyaan yang perlu dijawab sebelum menulis satu baris kode.',
      en: 'The questions to answer before writing a single line of code.',
    },
    category: { id: 'Teknik', en: 'Engineering' },
    date: '2026-01-28',
    minutes: 8,
    author: 'Made Wirawan',
    tone: 2,
  },
  {
    title: {
      id: 'Desain untuk layar 375 piksel lebih dulu',
      en: 'Design for the 375-pixel screen first',
    },
    excerpt: {
      id: 'Sebagian besar pelanggan Anda membuka situs dari ponsel. Mulailah dari sana.',
      en: 'Most of your customers open your site on a phone. Start there.',
    },
    category: { id: 'Desain', en: 'Design' },
    date: '2026-01-09',
    minutes: 5,
    author: 'Komang Sari',
    tone: 3,
  },
  {
    title: {
      id: 'Cara kami menguji aksesibilitas setiap rilis',
      en: 'How we test accessibility on every release',
    },
    excerpt: {
      id: 'Pemindai otomatis menangkap sebagian; sisanya butuh papan ketik dan pembaca layar.',
      en: 'Automated scanners catch some of it; the rest needs a keyboard and a screen reader.',
    },
    category: { id: 'Teknik', en: 'Engineering' },
    date: '2025-12-15',
    minutes: 7,
    author: 'Putu Arya',
    tone: 4,
  },
  {
    title: {
      id: 'QRIS untuk usaha kecil: yang perlu diketahui',
      en: 'QRIS for small businesses: what to know',
    },
    excerpt: {
      id: 'Biaya, penyelesaian dana, dan cara mencocokkan pembayaran dengan pesanan.',
      en: 'Fees, settlement and matching payments to orders.',
    },
    category: { id: 'Bisnis', en: 'Business' },
    date: '2025-11-30',
    minutes: 4,
    author: 'Ayu Lestari',
    tone: 5,
  },
  {
    title: {
      id: 'Dari Denpasar ke seluruh Indonesia',
      en: 'From Denpasar to the whole of Indonesia',
    },
    excerpt: {
      id: 'Catatan tentang bekerja jarak jauh dengan klien di tiga zona waktu.',
      en: 'Notes on working remotely with clients across three time zones.',
    },
    category: { id: 'Budaya', en: 'Culture' },
    date: '2025-11-02',
    minutes: 5,
    author: 'Made Wirawan',
    tone: 6,
  },
];
