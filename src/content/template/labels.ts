// Short interface labels of the shared demo sections, in both languages. They live with the
// template chunks rather than in translation.json, so the site's first load never carries them.
import type { Localized } from '../../lib/useLanguage';

export const sectionLabels: Localized<{
  monthly: string;
  yearly: string;
  billing: string;
  yearlySave: string;
  perMonth: string;
  free: string;
  choosePlan: string;
  popular: string;
  coin: string;
  coinTable: string;
  price: string;
  change: string;
  cap: string;
  last7Days: string;
  apply: string;
  readMore: string;
  minutesRead: (minutes: number) => string;
  viewProject: string;
  emailLabel: string;
  emailPlaceholder: string;
  location: string;
  date: string;
  seats: string;
  searchSpaces: string;
  locations: readonly string[];
  seatOptions: readonly string[];
  demoNavLabel: string;
  openMenu: string;
  closeMenu: string;
  signIn: string;
  getStarted: string;
  navItems: readonly string[];
  languageLabel: string;
  breadcrumbLabel: string;
  home: string;
}> = {
  id: {
    monthly: 'Bulanan',
    yearly: 'Tahunan',
    billing: 'Periode tagihan',
    yearlySave: 'hemat 20%',
    perMonth: '/bulan',
    free: 'Gratis',
    choosePlan: 'Pilih paket',
    popular: 'Paling populer',
    coin: 'Koin',
    coinTable: 'Tabel harga koin',
    price: 'Harga',
    change: '24 jam',
    cap: 'Kapitalisasi',
    last7Days: '7 hari terakhir',
    apply: 'Lamar',
    readMore: 'Baca selengkapnya',
    minutesRead: (minutes) => `${minutes} menit baca`,
    viewProject: 'Lihat proyek',
    emailLabel: 'Alamat email',
    emailPlaceholder: 'nama@contoh.com',
    location: 'Lokasi',
    date: 'Tanggal',
    seats: 'Kapasitas',
    searchSpaces: 'Cari ruang',
    locations: ['Denpasar', 'Canggu', 'Ubud', 'Sanur'],
    seatOptions: ['1 orang', '2–4 orang', '5–10 orang', 'Lebih dari 10'],
    demoNavLabel: 'Navigasi demo',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    signIn: 'Masuk',
    getStarted: 'Mulai sekarang',
    navItems: ['Fitur', 'Harga', 'Tentang', 'Kontak'],
    languageLabel: 'Bahasa',
    breadcrumbLabel: 'Remah roti',
    home: 'Beranda',
  },
  en: {
    monthly: 'Monthly',
    yearly: 'Yearly',
    billing: 'Billing period',
    yearlySave: 'save 20%',
    perMonth: '/month',
    free: 'Free',
    choosePlan: 'Choose plan',
    popular: 'Most popular',
    coin: 'Coin',
    coinTable: 'Coin price table',
    price: 'Price',
    change: '24h',
    cap: 'Market cap',
    last7Days: 'Last 7 days',
    apply: 'Apply',
    readMore: 'Read more',
    minutesRead: (minutes) => `${minutes} min read`,
    viewProject: 'View project',
    emailLabel: 'Email address',
    emailPlaceholder: 'name@example.com',
    location: 'Location',
    date: 'Date',
    seats: 'Capacity',
    searchSpaces: 'Search spaces',
    locations: ['Denpasar', 'Canggu', 'Ubud', 'Sanur'],
    seatOptions: ['1 person', '2–4 people', '5–10 people', 'More than 10'],
    demoNavLabel: 'Demo navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    signIn: 'Sign in',
    getStarted: 'Get started',
    navItems: ['Features', 'Pricing', 'About', 'Contact'],
    languageLabel: 'Language',
    breadcrumbLabel: 'Breadcrumb',
    home: 'Home',
  },
};
