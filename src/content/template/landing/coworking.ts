import wifi from 'bootstrap-icons/icons/wifi.svg?raw';
import cup from 'bootstrap-icons/icons/cup-hot.svg?raw';
import door from 'bootstrap-icons/icons/door-open.svg?raw';
import printer from 'bootstrap-icons/icons/printer.svg?raw';
import lightning from 'bootstrap-icons/icons/lightning-charge.svg?raw';
import tree from 'bootstrap-icons/icons/tree.svg?raw';
import type { LandingRecord } from '../types';
import { demoFaq } from '../shared/faq';

/** /landing/coworking — a coworking space: a space-search form in the hero, passes. */
export const landing: LandingRecord = {
  demo: 'coworking',
  brand: 'Ruang Kerja Bali',
  theme: { accent: '#15803d', soft: '#effaf2', dark: '#0c2a16' },
  meta: {
    title: { id: 'Demo coworking', en: 'Coworking demo' },
    description: {
      id: 'Contoh halaman arahan untuk ruang kerja bersama.',
      en: 'A sample landing page for a coworking space.',
    },
  },
  hero: {
    variant: 'split',
    eyebrow: { id: 'Ruang kerja bersama', en: 'Coworking spaces' },
    title: { id: 'Meja yang tenang, dekat pantai.', en: 'A quiet desk, close to the beach.' },
    lead: {
      id: 'Empat lokasi di Bali dengan internet 1 Gbps, kopi tanpa batas, dan ruang rapat yang bisa dipesan per jam.',
      en: 'Four locations in Bali with 1 Gbps internet, unlimited coffee and meeting rooms by the hour.',
    },
    primary: { id: 'Pesan tur', en: 'Book a tour' },
    art: { kind: 'spaceSearch' },
  },
  sections: [
    {
      type: 'features',
      heading: {
        eyebrow: { id: 'Fasilitas', en: 'Amenities' },
        title: { id: 'Semua sudah tersedia', en: 'Everything is ready' },
      },
      items: [
        {
          icon: wifi,
          title: { id: 'Internet 1 Gbps', en: '1 Gbps internet' },
          text: { id: 'Dengan jalur cadangan.', en: 'With a backup line.' },
        },
        {
          icon: cup,
          title: { id: 'Kopi lokal', en: 'Local coffee' },
          text: { id: 'Kopi Kintamani sepanjang hari.', en: 'Kintamani coffee all day.' },
        },
        {
          icon: door,
          title: { id: 'Ruang rapat', en: 'Meeting rooms' },
          text: { id: 'Dipesan per jam lewat aplikasi.', en: 'Booked by the hour in the app.' },
        },
        {
          icon: printer,
          title: { id: 'Cetak dan pindai', en: 'Print and scan' },
          text: { id: 'Termasuk dalam semua paket.', en: 'Included in every pass.' },
        },
        {
          icon: lightning,
          title: { id: 'Listrik cadangan', en: 'Backup power' },
          text: { id: 'Genset untuk pemadaman.', en: 'A generator for outages.' },
        },
        {
          icon: tree,
          title: { id: 'Taman', en: 'Garden' },
          text: { id: 'Tempat bertelepon di luar ruangan.', en: 'Outdoor spots for calls.' },
        },
      ],
    },
    {
      type: 'stats',
      dark: true,
      items: [
        { value: '4', label: { id: 'lokasi', en: 'locations' } },
        { value: '320', label: { id: 'meja', en: 'desks' } },
        { value: '24/7', label: { id: 'akses anggota', en: 'member access' } },
        { value: '38', label: { id: 'negara asal anggota', en: 'member nationalities' } },
      ],
    },
    {
      type: 'pricing',
      heading: {
        eyebrow: { id: 'Paket', en: 'Passes' },
        title: { id: 'Pilih cara Anda bekerja', en: 'Choose how you work' },
      },
      plans: [
        {
          name: { id: 'Harian', en: 'Day pass' },
          monthly: 150000,
          yearly: 120000,
          lead: { id: 'Satu hari, meja bebas.', en: 'One day, any free desk.' },
          features: [
            { id: 'Internet dan kopi', en: 'Internet and coffee' },
            { id: '1 jam ruang rapat', en: '1 hour of meeting room' },
          ],
        },
        {
          name: { id: 'Meja fleksibel', en: 'Flex desk' },
          monthly: 1750000,
          yearly: 1400000,
          lead: { id: 'Sebulan, semua lokasi.', en: 'A month, every location.' },
          features: [
            { id: 'Akses 24/7', en: '24/7 access' },
            { id: '8 jam ruang rapat', en: '8 hours of meeting room' },
            { id: 'Loker', en: 'A locker' },
          ],
          featured: true,
        },
        {
          name: { id: 'Kantor privat', en: 'Private office' },
          monthly: 6500000,
          yearly: 5200000,
          lead: { id: 'Ruang berkunci untuk 4 orang.', en: 'A lockable room for 4.' },
          features: [
            { id: 'Alamat bisnis', en: 'A business address' },
            { id: 'Ruang rapat tanpa batas', en: 'Unlimited meeting rooms' },
            { id: 'Layar dan papan tulis', en: 'Screen and whiteboard' },
          ],
        },
      ],
    },
    {
      type: 'testimonials',
      heading: {
        eyebrow: { id: 'Anggota', en: 'Members' },
        title: { id: 'Kata anggota kami', en: 'What our members say' },
      },
      items: [
        {
          quote: {
            id: 'Internet paling stabil yang pernah saya pakai di Bali.',
            en: 'The steadiest internet I have used in Bali.',
          },
          name: 'Anna Müller',
          role: { id: 'Pengembang lepas', en: 'Freelance developer' },
        },
        {
          quote: {
            id: 'Tim kami pindah ke kantor privat dan tidak mau pindah lagi.',
            en: 'Our team moved into a private office and will not leave.',
          },
          name: 'Bayu Saputra',
          role: { id: 'CEO, Lautan Labs', en: 'CEO, Lautan Labs' },
        },
        {
          quote: {
            id: 'Komunitasnya ramah dan acaranya bermanfaat.',
            en: 'A friendly community and useful events.',
          },
          name: 'Lina Hartono',
          role: { id: 'Desainer', en: 'Designer' },
        },
      ],
    },
    {
      type: 'faq',
      heading: {
        eyebrow: { id: 'FAQ', en: 'FAQ' },
        title: { id: 'Sebelum berkunjung', en: 'Before you visit' },
      },
      items: demoFaq.slice(0, 3),
    },
    {
      type: 'subscribe',
      title: { id: 'Acara komunitas tiap bulan', en: 'Community events every month' },
      lead: {
        id: 'Lokakarya, makan siang bersama, dan malam demo.',
        en: 'Workshops, shared lunches and demo nights.',
      },
      button: { id: 'Ikuti kabar', en: 'Get updates' },
    },
  ],
};
