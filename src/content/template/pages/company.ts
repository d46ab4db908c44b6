import heart from 'bootstrap-icons/icons/heart.svg?raw';
import eye from 'bootstrap-icons/icons/eye.svg?raw';
import tools from 'bootstrap-icons/icons/tools.svg?raw';
import type { TemplatePageRecord } from '../types';

export const companyPage: TemplatePageRecord = {
  meta: {
    title: { id: 'Template: perusahaan', en: 'Template: company' },
    description: {
      id: 'Contoh halaman perusahaan dari template.',
      en: 'A sample company page of the template.',
    },
  },
  header: {
    eyebrow: { id: 'Tentang kami', en: 'About us' },
    title: {
      id: 'Kami membangun perangkat lunak untuk usaha di Indonesia',
      en: 'We build software for businesses in Indonesia',
    },
    lead: {
      id: 'Sebuah studio kecil di Denpasar dengan klien dari Sabang sampai Merauke.',
      en: 'A small studio in Denpasar with clients across the archipelago.',
    },
  },
  sections: [
    {
      type: 'stats',
      items: [
        { value: '2016', label: { id: 'tahun berdiri', en: 'founded' } },
        { value: '24', label: { id: 'orang', en: 'people' } },
        { value: '120+', label: { id: 'proyek', en: 'projects' } },
        { value: '11', label: { id: 'provinsi', en: 'provinces' } },
      ],
    },
    {
      type: 'features',
      heading: {
        eyebrow: { id: 'Nilai', en: 'Values' },
        title: { id: 'Cara kami bekerja', en: 'How we work' },
      },
      items: [
        {
          icon: heart,
          title: { id: 'Peduli pengguna', en: 'Care for users' },
          text: { id: 'Kami menguji dengan orang sungguhan.', en: 'We test with real people.' },
        },
        {
          icon: eye,
          title: { id: 'Terbuka', en: 'Open' },
          text: {
            id: 'Progres dan biaya selalu terlihat.',
            en: 'Progress and costs are always visible.',
          },
        },
        {
          icon: tools,
          title: { id: 'Rapi', en: 'Craft' },
          text: { id: 'Kode yang bisa dirawat tim Anda.', en: 'Code your team can maintain.' },
        },
      ],
    },
    {
      type: 'testimonials',
      heading: {
        eyebrow: { id: 'Klien', en: 'Clients' },
        title: { id: 'Yang mereka katakan', en: 'What they say' },
      },
      items: [
        {
          quote: {
            id: 'Mitra teknologi yang benar-benar memahami bisnis kami.',
            en: 'A technology partner that truly understands our business.',
          },
          name: 'Dewi Anggraini',
          role: { id: 'COO, Nusa Logistik', en: 'COO, Nusa Logistik' },
        },
        {
          quote: {
            id: 'Proyek selesai tepat waktu dan sesuai anggaran.',
            en: 'Delivered on time and on budget.',
          },
          name: 'Ketut Adi',
          role: { id: 'Manajer, Villa Lestari', en: 'Manager, Villa Lestari' },
        },
        {
          quote: {
            id: 'Dukungan setelah rilis sama baiknya dengan pengembangannya.',
            en: 'Support after launch is as good as the build.',
          },
          name: 'Agus Mahendra',
          role: { id: 'Pemilik, Kopi Batur', en: 'Owner, Kopi Batur' },
        },
      ],
    },
    {
      type: 'clients',
      title: { id: 'Dipercaya oleh', en: 'Trusted by' },
      names: ['Nusa Logistik', 'Villa Lestari', 'Kopi Batur', 'KSP Sejahtera', 'Klinik Sehat'],
    },
    {
      type: 'cta',
      title: { id: 'Mari membangun sesuatu bersama.', en: 'Let’s build something together.' },
      lead: {
        id: 'Ceritakan ide Anda; konsultasi pertama gratis.',
        en: 'Tell us your idea; the first consultation is free.',
      },
      primary: { id: 'Hubungi kami', en: 'Contact us' },
    },
  ],
};
