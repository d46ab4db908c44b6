import pen from 'bootstrap-icons/icons/vector-pen.svg?raw';
import phone from 'bootstrap-icons/icons/phone.svg?raw';
import layout from 'bootstrap-icons/icons/layout-text-window.svg?raw';
import people from 'bootstrap-icons/icons/person-workspace.svg?raw';
import type { LandingRecord } from '../types';
import { demoProjects } from '../shared/portfolio';

/** /landing/portfolio — a freelancer's portfolio: profile hero, masonry of work. */
export const landing: LandingRecord = {
  demo: 'portfolio',
  brand: 'Komang Sari',
  theme: { accent: '#0e7490', soft: '#ecf7fa', dark: '#082a33' },
  meta: {
    title: { id: 'Demo portofolio', en: 'Portfolio demo' },
    description: {
      id: 'Contoh halaman arahan untuk portofolio desainer lepas.',
      en: 'A sample landing page for a freelance designer’s portfolio.',
    },
  },
  hero: {
    variant: 'split',
    eyebrow: { id: 'Desainer produk lepas', en: 'Freelance product designer' },
    title: {
      id: 'Saya mendesain aplikasi yang mudah dipakai siapa saja.',
      en: 'I design apps anyone can use.',
    },
    lead: {
      id: 'Delapan tahun merancang aplikasi untuk UMKM, sekolah, dan pariwisata di Bali.',
      en: 'Eight years designing apps for small businesses, schools and tourism in Bali.',
    },
    primary: { id: 'Lihat karya', en: 'See my work' },
    secondary: { id: 'Unduh CV', en: 'Download CV' },
    art: {
      kind: 'profile',
      name: 'Komang Sari',
      role: { id: 'Desainer produk', en: 'Product designer' },
      available: { id: 'Menerima proyek Maret', en: 'Booking projects for March' },
    },
  },
  sections: [
    {
      type: 'portfolio',
      layout: 'masonry',
      heading: {
        eyebrow: { id: 'Karya', en: 'Work' },
        title: { id: 'Proyek terbaru', en: 'Recent projects' },
      },
      items: demoProjects,
    },
    {
      type: 'features',
      style: 'list',
      heading: {
        eyebrow: { id: 'Keahlian', en: 'Skills' },
        title: { id: 'Yang bisa saya bantu', en: 'How I can help' },
      },
      items: [
        {
          icon: pen,
          title: { id: 'Riset dan UX', en: 'Research and UX' },
          text: {
            id: 'Wawancara pengguna dan alur yang jelas.',
            en: 'User interviews and clear flows.',
          },
        },
        {
          icon: phone,
          title: { id: 'Desain aplikasi', en: 'App design' },
          text: {
            id: 'Android dan iOS, siap dikembangkan.',
            en: 'Android and iOS, ready to build.',
          },
        },
        {
          icon: layout,
          title: { id: 'Sistem desain', en: 'Design systems' },
          text: { id: 'Komponen yang dipakai ulang tim Anda.', en: 'Components your team reuses.' },
        },
        {
          icon: people,
          title: { id: 'Lokakarya', en: 'Workshops' },
          text: { id: 'Menyusun prioritas bersama tim.', en: 'Setting priorities with your team.' },
        },
      ],
    },
    {
      type: 'testimonials',
      heading: {
        eyebrow: { id: 'Rekomendasi', en: 'Recommendations' },
        title: { id: 'Kata rekan kerja', en: 'What collaborators say' },
      },
      items: [
        {
          quote: {
            id: 'Desainnya langsung bisa kami bangun, tanpa tebak-tebakan.',
            en: 'Designs we could build straight away, no guessing.',
          },
          name: 'Made Wirawan',
          role: { id: 'Lead engineer', en: 'Lead engineer' },
        },
        {
          quote: {
            id: 'Pengguna lansia kami akhirnya bisa memesan sendiri.',
            en: 'Our older users can finally book on their own.',
          },
          name: 'dr. Ayu Pradnya',
          role: { id: 'Klinik Sehat', en: 'Klinik Sehat' },
        },
      ],
    },
    {
      type: 'stats',
      items: [
        { value: '8 thn', label: { id: 'pengalaman', en: 'experience' } },
        { value: '46', label: { id: 'aplikasi dirilis', en: 'apps shipped' } },
        { value: '4,9', label: { id: 'nilai klien', en: 'client rating' } },
        { value: '3', label: { id: 'bahasa', en: 'languages' } },
      ],
    },
    {
      type: 'cta',
      title: { id: 'Mari bekerja sama.', en: 'Let’s work together.' },
      lead: {
        id: 'Ceritakan proyek Anda; saya balas dalam dua hari.',
        en: 'Tell me about your project; I reply within two days.',
      },
      primary: { id: 'Kirim pesan', en: 'Send a message' },
    },
  ],
};
