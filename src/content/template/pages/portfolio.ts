import type { TemplatePageRecord, Text } from '../types';
import { demoProjects } from '../shared/portfolio';

const header = (lead: Text) => ({
  eyebrow: { id: 'Portofolio', en: 'Portfolio' },
  title: { id: 'Karya kami', en: 'Our work' },
  lead,
});

export const portfolioGridPage: TemplatePageRecord = {
  meta: {
    title: { id: 'Template: portofolio grid', en: 'Template: portfolio grid' },
    description: { id: 'Contoh portofolio dalam grid.', en: 'A sample portfolio in a grid.' },
  },
  header: header({ id: 'Proyek dalam grid yang rapi.', en: 'Projects in a tidy grid.' }),
  sections: [
    {
      type: 'portfolio',
      layout: 'grid',
      heading: { title: { id: 'Semua proyek', en: 'All projects' } },
      items: demoProjects,
    },
  ],
};

export const portfolioMasonryPage: TemplatePageRecord = {
  meta: {
    title: { id: 'Template: portofolio masonry', en: 'Template: portfolio masonry' },
    description: {
      id: 'Contoh portofolio dalam susunan masonry.',
      en: 'A sample portfolio in a masonry layout.',
    },
  },
  header: header({ id: 'Proyek dalam susunan masonry.', en: 'Projects in a masonry layout.' }),
  sections: [
    {
      type: 'portfolio',
      layout: 'masonry',
      heading: { title: { id: 'Semua proyek', en: 'All projects' } },
      items: demoProjects,
    },
  ],
};

/** The portfolio item page: one project told in full. */
export const portfolioItem = {
  project: demoProjects[1]!,
  meta: {
    title: { id: 'Template: proyek portofolio', en: 'Template: portfolio item' },
    description: {
      id: 'Contoh halaman satu proyek portofolio.',
      en: 'A sample page of one portfolio project.',
    },
  },
  details: [
    { term: { id: 'Klien', en: 'Client' }, detail: { id: 'Villa Lestari', en: 'Villa Lestari' } },
    {
      term: { id: 'Layanan', en: 'Services' },
      detail: { id: 'Riset, desain, pengembangan web', en: 'Research, design, web development' },
    },
    { term: { id: 'Tahun', en: 'Year' }, detail: { id: '2025', en: '2025' } },
    { term: { id: 'Durasi', en: 'Duration' }, detail: { id: '14 minggu', en: '14 weeks' } },
  ],
  body: [
    {
      id: 'Villa Lestari mengelola dua belas villa di Ubud dan menerima pemesanan dari empat situs perjalanan sekaligus. Kamar yang sama sering terjual dua kali.',
      en: 'Villa Lestari runs twelve villas in Ubud and takes bookings from four travel sites at once. The same room was often sold twice.',
    },
    {
      id: 'Kami merancang satu kalender yang menyatukan semua saluran, dengan deposit lewat QRIS dan konfirmasi otomatis lewat WhatsApp.',
      en: 'We designed one calendar that unites every channel, with QRIS deposits and automatic WhatsApp confirmations.',
    },
    {
      id: 'Enam bulan setelah rilis, pemesanan ganda hilang dan pemesanan langsung naik 35%.',
      en: 'Six months after launch, double bookings are gone and direct bookings are up 35%.',
    },
  ],
  challengeTitle: { id: 'Tantangan dan hasil', en: 'Challenge and result' },
  detailsTitle: { id: 'Detail proyek', en: 'Project details' },
  galleryTitle: { id: 'Galeri', en: 'Gallery' },
  more: demoProjects.slice(2, 5),
  moreTitle: { id: 'Proyek lainnya', en: 'More projects' },
};
