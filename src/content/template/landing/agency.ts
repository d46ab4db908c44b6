import palette from 'bootstrap-icons/icons/palette.svg?raw';
import code from 'bootstrap-icons/icons/code-slash.svg?raw';
import megaphone from 'bootstrap-icons/icons/megaphone.svg?raw';
import type { LandingRecord } from '../types';
import { demoJobs } from '../shared/jobs';
import { demoProjects } from '../shared/portfolio';

/** /landing/agency — a creative agency: typographic hero, services, work, vacancies. */
export const landing: LandingRecord = {
  demo: 'agency',
  brand: 'Studio Rupa',
  theme: { accent: '#be185d', soft: '#fdf0f5', dark: '#2d0a1b' },
  meta: {
    title: { id: 'Demo agensi', en: 'Agency demo' },
    description: {
      id: 'Contoh halaman arahan untuk agensi kreatif.',
      en: 'A sample landing page for a creative agency.',
    },
  },
  hero: {
    variant: 'minimal',
    eyebrow: { id: 'Agensi digital dari Bali', en: 'A digital agency from Bali' },
    title: { id: 'Kami membuat merek terasa hidup.', en: 'We make brands feel alive.' },
    lead: {
      id: 'Strategi, desain, dan pengembangan untuk usaha yang ingin dikenal lebih luas.',
      en: 'Strategy, design and development for businesses that want to be known further.',
    },
    primary: { id: 'Mulai proyek', en: 'Start a project' },
    secondary: { id: 'Lihat karya', en: 'See our work' },
    art: {
      kind: 'collage',
      tiles: [
        { id: 'Merek', en: 'Brand' },
        { id: 'Web', en: 'Web' },
        { id: 'Aplikasi', en: 'Apps' },
        { id: 'Kampanye', en: 'Campaigns' },
      ],
    },
  },
  sections: [
    {
      type: 'services',
      heading: {
        eyebrow: { id: 'Layanan', en: 'Services' },
        title: { id: 'Yang kami kerjakan', en: 'What we do' },
      },
      items: [
        {
          icon: palette,
          title: { id: 'Identitas merek', en: 'Brand identity' },
          text: { id: 'Nama, logo, dan suara merek.', en: 'Name, logo and voice.' },
          bullets: [
            { id: 'Riset pasar', en: 'Market research' },
            { id: 'Panduan merek', en: 'Brand guidelines' },
          ],
        },
        {
          icon: code,
          title: { id: 'Web dan aplikasi', en: 'Web and apps' },
          text: {
            id: 'Situs cepat dan aplikasi yang mudah dipakai.',
            en: 'Fast sites and easy apps.',
          },
          bullets: [
            { id: 'Desain UX', en: 'UX design' },
            { id: 'Pengembangan', en: 'Development' },
          ],
        },
        {
          icon: megaphone,
          title: { id: 'Kampanye', en: 'Campaigns' },
          text: { id: 'Iklan dan konten yang diukur.', en: 'Ads and content, measured.' },
          bullets: [
            { id: 'Media sosial', en: 'Social media' },
            { id: 'Laporan bulanan', en: 'Monthly reports' },
          ],
        },
      ],
    },
    {
      type: 'portfolio',
      layout: 'grid',
      heading: {
        eyebrow: { id: 'Karya', en: 'Work' },
        title: { id: 'Proyek pilihan', en: 'Selected projects' },
      },
      items: demoProjects.slice(0, 6),
    },
    {
      type: 'clients',
      title: { id: 'Klien kami', en: 'Our clients' },
      names: ['Kopi Batur', 'Villa Lestari', 'Ombak Surf', 'Pasar Sukawati', 'Amed Divers'],
    },
    {
      type: 'stats',
      dark: true,
      items: [
        { value: '120+', label: { id: 'proyek selesai', en: 'projects delivered' } },
        { value: '9 thn', label: { id: 'berkarya', en: 'in business' } },
        { value: '24', label: { id: 'orang kreatif', en: 'creative people' } },
        { value: '6', label: { id: 'penghargaan', en: 'awards' } },
      ],
    },
    {
      type: 'jobs',
      heading: {
        eyebrow: { id: 'Karier', en: 'Careers' },
        title: { id: 'Lowongan terbuka', en: 'Open vacancies' },
        lead: {
          id: 'Bekerja dari studio kami di Denpasar.',
          en: 'Work from our studio in Denpasar.',
        },
      },
      items: demoJobs.slice(0, 4),
    },
    {
      type: 'testimonials',
      heading: {
        eyebrow: { id: 'Testimoni', en: 'Testimonials' },
        title: { id: 'Kata klien', en: 'What clients say' },
      },
      items: [
        {
          quote: {
            id: 'Penjualan daring kami naik dua kali lipat setelah situs baru.',
            en: 'Online sales doubled after the new site.',
          },
          name: 'Komang Ariani',
          role: { id: 'Pemilik, Kopi Batur', en: 'Owner, Kopi Batur' },
        },
        {
          quote: {
            id: 'Tim yang mendengarkan sebelum mendesain.',
            en: 'A team that listens before it designs.',
          },
          name: 'James Walker',
          role: { id: 'Direktur, Ombak Surf', en: 'Director, Ombak Surf' },
        },
        {
          quote: {
            id: 'Tenggat selalu tepat, komunikasi selalu jelas.',
            en: 'Always on time, always clear.',
          },
          name: 'Ketut Adi',
          role: { id: 'Manajer, Villa Lestari', en: 'Manager, Villa Lestari' },
        },
      ],
    },
    {
      type: 'cta',
      title: { id: 'Punya ide? Mari bicara.', en: 'Have an idea? Let’s talk.' },
      lead: { id: 'Kami membalas dalam satu hari kerja.', en: 'We reply within one working day.' },
      primary: { id: 'Mulai proyek', en: 'Start a project' },
    },
  ],
};
