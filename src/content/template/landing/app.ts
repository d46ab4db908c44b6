import bell from 'bootstrap-icons/icons/bell.svg?raw';
import qr from 'bootstrap-icons/icons/qr-code-scan.svg?raw';
import wifiOff from 'bootstrap-icons/icons/wifi-off.svg?raw';
import graph from 'bootstrap-icons/icons/graph-up-arrow.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import shield from 'bootstrap-icons/icons/shield-check.svg?raw';
import type { LandingRecord } from '../types';
import { demoFaq } from '../shared/faq';

/** /landing/app — a mobile app: phone hero, features, steps, numbers, reviews, FAQ. */
export const landing: LandingRecord = {
  demo: 'app',
  brand: 'Kasirku',
  theme: { accent: '#5b3cc4', soft: '#f3f0fc', dark: '#1e1446' },
  meta: {
    title: { id: 'Demo aplikasi mobile', en: 'Mobile app demo' },
    description: {
      id: 'Contoh halaman arahan untuk aplikasi mobile kasir.',
      en: 'A sample landing page for a point-of-sale mobile app.',
    },
  },
  hero: {
    variant: 'split',
    eyebrow: { id: 'Aplikasi kasir', en: 'Point-of-sale app' },
    title: { id: 'Warung Anda, di saku Anda.', en: 'Your shop, in your pocket.' },
    lead: {
      id: 'Catat penjualan, terima QRIS, dan lihat stok dari ponsel — bahkan saat sinyal hilang.',
      en: 'Record sales, take QRIS payments and check stock from your phone — even when the signal drops.',
    },
    primary: { id: 'Unduh gratis', en: 'Download free' },
    secondary: { id: 'Lihat fitur', en: 'See features' },
    points: [
      { id: 'Android dan iOS', en: 'Android and iOS' },
      { id: 'Tanpa biaya bulanan', en: 'No monthly fee' },
    ],
    art: { kind: 'phone' },
  },
  sections: [
    {
      type: 'features',
      heading: {
        eyebrow: { id: 'Fitur', en: 'Features' },
        title: { id: 'Semua yang dibutuhkan kasir', en: 'Everything a till needs' },
        lead: {
          id: 'Dibuat bersama pemilik warung di Denpasar.',
          en: 'Built with shop owners in Denpasar.',
        },
      },
      items: [
        {
          icon: qr,
          title: { id: 'QRIS bawaan', en: 'QRIS built in' },
          text: {
            id: 'Pembayaran tercocokkan otomatis dengan pesanan.',
            en: 'Payments are matched to orders automatically.',
          },
        },
        {
          icon: wifiOff,
          title: { id: 'Jalan tanpa internet', en: 'Works offline' },
          text: {
            id: 'Penjualan tersimpan dan tersinkron saat sinyal kembali.',
            en: 'Sales are kept and synced when the signal returns.',
          },
        },
        {
          icon: graph,
          title: { id: 'Laporan harian', en: 'Daily reports' },
          text: {
            id: 'Omzet, laba, dan barang terlaris dalam satu layar.',
            en: 'Turnover, profit and best sellers on one screen.',
          },
        },
        {
          icon: bell,
          title: { id: 'Peringatan stok', en: 'Stock alerts' },
          text: {
            id: 'Tahu lebih dulu sebelum barang habis.',
            en: 'Know before an item runs out.',
          },
        },
        {
          icon: people,
          title: { id: 'Banyak kasir', en: 'Several cashiers' },
          text: {
            id: 'Setiap kasir punya akun dan catatannya sendiri.',
            en: 'Each cashier has their own login and records.',
          },
        },
        {
          icon: shield,
          title: { id: 'Data aman', en: 'Safe data' },
          text: {
            id: 'Cadangan harian terenkripsi di Jakarta.',
            en: 'Encrypted daily backups in Jakarta.',
          },
        },
      ],
    },
    {
      type: 'steps',
      heading: {
        eyebrow: { id: 'Cara kerja', en: 'How it works' },
        title: { id: 'Siap jualan dalam 10 menit', en: 'Selling in ten minutes' },
      },
      items: [
        {
          title: { id: 'Unduh', en: 'Download' },
          text: { id: 'Dari Play Store atau App Store.', en: 'From the Play Store or App Store.' },
        },
        {
          title: { id: 'Tambah barang', en: 'Add items' },
          text: { id: 'Foto, harga, dan stok awal.', en: 'Photo, price and opening stock.' },
        },
        {
          title: { id: 'Hubungkan QRIS', en: 'Connect QRIS' },
          text: {
            id: 'Pakai akun QRIS yang sudah Anda punya.',
            en: 'Use the QRIS account you already have.',
          },
        },
        {
          title: { id: 'Mulai jualan', en: 'Start selling' },
          text: { id: 'Struk dikirim lewat WhatsApp.', en: 'Receipts go out on WhatsApp.' },
        },
      ],
    },
    {
      type: 'stats',
      dark: true,
      items: [
        { value: '12.000+', label: { id: 'warung aktif', en: 'active shops' } },
        { value: '4,8', label: { id: 'nilai di Play Store', en: 'Play Store rating' } },
        { value: '1,2 jt', label: { id: 'transaksi per hari', en: 'sales a day' } },
        { value: '99,9%', label: { id: 'waktu aktif', en: 'uptime' } },
      ],
    },
    {
      type: 'testimonials',
      heading: {
        eyebrow: { id: 'Ulasan', en: 'Reviews' },
        title: { id: 'Kata pemilik warung', en: 'What shop owners say' },
      },
      items: [
        {
          quote: {
            id: 'Tutup buku sekarang lima menit, bukan satu jam.',
            en: 'Closing the day now takes five minutes, not an hour.',
          },
          name: 'Ni Luh Putu',
          role: { id: 'Warung Makan Bu Putu', en: 'Bu Putu’s eatery' },
        },
        {
          quote: {
            id: 'Stok tidak pernah selisih lagi sejak pakai aplikasi ini.',
            en: 'Our stock has not been off once since we started.',
          },
          name: 'Gede Suarsana',
          role: { id: 'Toko Kelontong Suar', en: 'Suar general store' },
        },
        {
          quote: {
            id: 'Pembeli senang bisa bayar pakai QRIS.',
            en: 'Customers love paying by QRIS.',
          },
          name: 'Wayan Darma',
          role: { id: 'Kopi Darma', en: 'Darma Coffee' },
        },
      ],
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
      title: { id: 'Coba hari ini, gratis.', en: 'Try it today, free.' },
      lead: { id: 'Tersedia untuk Android dan iOS.', en: 'Available for Android and iOS.' },
      primary: { id: 'Google Play', en: 'Google Play' },
      secondary: { id: 'App Store', en: 'App Store' },
    },
  ],
};
