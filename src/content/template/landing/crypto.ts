import wallet from 'bootstrap-icons/icons/wallet2.svg?raw';
import shield from 'bootstrap-icons/icons/shield-check.svg?raw';
import lightning from 'bootstrap-icons/icons/lightning-charge.svg?raw';
import bank from 'bootstrap-icons/icons/bank.svg?raw';
import type { Coin, LandingRecord } from '../types';
import { demoFaq } from '../shared/faq';

const coins: readonly Coin[] = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    price: 64210.5,
    change: 2.4,
    cap: '1.26T',
    week: [61, 62, 60.5, 62.8, 63.1, 62.9, 64.2],
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    price: 3120.75,
    change: 1.1,
    cap: '375B',
    week: [3.02, 3.05, 3.0, 3.08, 3.1, 3.09, 3.12],
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    price: 142.3,
    change: -3.2,
    cap: '64B',
    week: [150, 152, 149, 147, 146, 145, 142],
  },
  {
    symbol: 'BNB',
    name: 'BNB',
    price: 585.1,
    change: 0.6,
    cap: '86B',
    week: [579, 581, 583, 580, 584, 582, 585],
  },
  {
    symbol: 'XRP',
    name: 'XRP',
    price: 0.5241,
    change: -1.4,
    cap: '29B',
    week: [0.54, 0.535, 0.532, 0.53, 0.528, 0.531, 0.524],
  },
  {
    symbol: 'ADA',
    name: 'Cardano',
    price: 0.4412,
    change: 4.8,
    cap: '15B',
    week: [0.41, 0.415, 0.42, 0.418, 0.425, 0.43, 0.441],
  },
];

/** /landing/crypto — a crypto exchange: dark hero with prices, the coin table, numbers. */
export const landing: LandingRecord = {
  demo: 'crypto',
  brand: 'Koinku',
  theme: { accent: '#b45309', soft: '#fdf6ec', dark: '#0f172a' },
  meta: {
    title: { id: 'Demo kripto', en: 'Crypto demo' },
    description: {
      id: 'Contoh halaman arahan untuk bursa aset kripto.',
      en: 'A sample landing page for a crypto exchange.',
    },
  },
  hero: {
    variant: 'dark',
    eyebrow: { id: 'Bursa aset kripto (demo)', en: 'Crypto exchange (demo)' },
    title: {
      id: 'Beli dan simpan aset kripto dengan rupiah.',
      en: 'Buy and hold crypto with rupiah.',
    },
    lead: {
      id: 'Harga transparan, setoran lewat bank lokal, dan penyimpanan dingin untuk sebagian besar aset. Harga di halaman ini contoh.',
      en: 'Transparent prices, deposits from local banks and cold storage for most assets. The prices on this page are samples.',
    },
    primary: { id: 'Buat akun', en: 'Create an account' },
    secondary: { id: 'Lihat harga', en: 'See prices' },
    art: { kind: 'coins', coins: coins.slice(0, 3) },
  },
  sections: [
    {
      type: 'coins',
      heading: {
        eyebrow: { id: 'Pasar', en: 'Market' },
        title: { id: 'Harga koin hari ini', en: 'Coin prices today' },
        lead: { id: 'Data contoh, bukan harga sungguhan.', en: 'Sample data, not real prices.' },
      },
      coins,
    },
    {
      type: 'stats',
      dark: true,
      heading: {
        eyebrow: { id: 'Statistik', en: 'Statistics' },
        title: { id: 'Bursa dalam angka', en: 'The exchange in numbers' },
      },
      items: [
        { value: '$1,2 M', label: { id: 'volume 24 jam', en: '24h volume' } },
        { value: '350 rb', label: { id: 'pengguna terverifikasi', en: 'verified users' } },
        { value: '95%', label: { id: 'aset di penyimpanan dingin', en: 'assets in cold storage' } },
        { value: '60+', label: { id: 'aset tersedia', en: 'listed assets' } },
      ],
    },
    {
      type: 'features',
      heading: {
        eyebrow: { id: 'Keamanan', en: 'Security' },
        title: { id: 'Dibangun dengan hati-hati', en: 'Built with care' },
      },
      items: [
        {
          icon: shield,
          title: { id: 'Penyimpanan dingin', en: 'Cold storage' },
          text: { id: 'Kunci di perangkat offline.', en: 'Keys on offline devices.' },
        },
        {
          icon: bank,
          title: { id: 'Bank lokal', en: 'Local banks' },
          text: { id: 'Setor dan tarik rupiah.', en: 'Deposit and withdraw rupiah.' },
        },
        {
          icon: lightning,
          title: { id: 'Eksekusi cepat', en: 'Fast execution' },
          text: { id: 'Order cocok dalam milidetik.', en: 'Orders match in milliseconds.' },
        },
        {
          icon: wallet,
          title: { id: 'Dompet terpisah', en: 'Segregated wallets' },
          text: { id: 'Aset nasabah tidak tercampur.', en: 'Client assets are never mixed.' },
        },
      ],
    },
    {
      type: 'steps',
      heading: {
        eyebrow: { id: 'Mulai', en: 'Get started' },
        title: { id: 'Tiga langkah', en: 'Three steps' },
      },
      items: [
        {
          title: { id: 'Daftar', en: 'Sign up' },
          text: { id: 'Verifikasi KTP dalam 5 menit.', en: 'ID check in 5 minutes.' },
        },
        {
          title: { id: 'Setor', en: 'Deposit' },
          text: { id: 'Transfer dari bank Anda.', en: 'Transfer from your bank.' },
        },
        {
          title: { id: 'Beli', en: 'Buy' },
          text: { id: 'Mulai dari Rp10.000.', en: 'From Rp10,000.' },
        },
      ],
    },
    {
      type: 'faq',
      heading: {
        eyebrow: { id: 'FAQ', en: 'FAQ' },
        title: { id: 'Pertanyaan umum', en: 'Common questions' },
      },
      items: demoFaq.slice(2),
    },
    {
      type: 'subscribe',
      title: { id: 'Ringkasan pasar mingguan', en: 'Weekly market summary' },
      lead: {
        id: 'Setiap Senin pagi. Bukan saran investasi.',
        en: 'Every Monday morning. Not investment advice.',
      },
      button: { id: 'Berlangganan', en: 'Subscribe' },
    },
  ],
};
