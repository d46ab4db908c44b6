import laptop from 'bootstrap-icons/icons/laptop.svg?raw';
import heartPulse from 'bootstrap-icons/icons/heart-pulse.svg?raw';
import book from 'bootstrap-icons/icons/book.svg?raw';
import sun from 'bootstrap-icons/icons/sun.svg?raw';
import type { TemplatePageRecord } from '../types';
import { demoJobs } from '../shared/jobs';

export const careerPage: TemplatePageRecord = {
  meta: {
    title: { id: 'Template: karier', en: 'Template: careers' },
    description: {
      id: 'Contoh halaman karier dari template.',
      en: 'A sample careers page of the template.',
    },
  },
  header: {
    eyebrow: { id: 'Karier', en: 'Careers' },
    title: { id: 'Bekerja bersama kami di Bali', en: 'Work with us in Bali' },
    lead: {
      id: 'Tim kecil, proyek nyata, dan waktu untuk belajar.',
      en: 'A small team, real projects and time to learn.',
    },
  },
  sections: [
    {
      type: 'features',
      style: 'list',
      heading: {
        eyebrow: { id: 'Tunjangan', en: 'Benefits' },
        title: { id: 'Yang Anda dapatkan', en: 'What you get' },
      },
      items: [
        {
          icon: laptop,
          title: { id: 'Peralatan kerja', en: 'Equipment' },
          text: {
            id: 'Laptop dan monitor pilihan Anda.',
            en: 'A laptop and monitor of your choice.',
          },
        },
        {
          icon: heartPulse,
          title: { id: 'Asuransi', en: 'Insurance' },
          text: {
            id: 'Kesehatan untuk Anda dan keluarga.',
            en: 'Health cover for you and your family.',
          },
        },
        {
          icon: book,
          title: { id: 'Belajar', en: 'Learning' },
          text: {
            id: 'Anggaran kursus dan konferensi.',
            en: 'A budget for courses and conferences.',
          },
        },
        {
          icon: sun,
          title: { id: 'Jam fleksibel', en: 'Flexible hours' },
          text: { id: 'Dua hari kerja dari rumah tiap minggu.', en: 'Two days a week from home.' },
        },
      ],
    },
    {
      type: 'jobs',
      heading: {
        eyebrow: { id: 'Lowongan', en: 'Openings' },
        title: { id: 'Posisi terbuka', en: 'Open positions' },
      },
      items: demoJobs,
    },
    {
      type: 'cta',
      title: { id: 'Tidak menemukan posisi yang cocok?', en: 'No role that fits?' },
      lead: {
        id: 'Kirim portofolio Anda; kami simpan untuk lowongan berikutnya.',
        en: 'Send us your portfolio; we keep it for the next opening.',
      },
      primary: { id: 'Kirim lamaran terbuka', en: 'Send an open application' },
    },
  ],
};
