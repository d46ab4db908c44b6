import type { TemplatePageRecord, Text } from '../types';
import { demoPosts } from '../shared/posts';

export const blogIndexPage: TemplatePageRecord & { featuredLabel: Text; latestTitle: Text } = {
  meta: {
    title: { id: 'Template: blog', en: 'Template: blog' },
    description: {
      id: 'Contoh indeks blog dari template.',
      en: 'A sample blog index of the template.',
    },
  },
  header: {
    eyebrow: { id: 'Blog', en: 'Blog' },
    title: { id: 'Cerita, panduan, dan kabar', en: 'Stories, guides and news' },
    lead: {
      id: 'Tulisan dari tim tentang produk, teknik, dan desain.',
      en: 'Writing from the team on product, engineering and design.',
    },
  },
  featuredLabel: { id: 'Pilihan', en: 'Featured' },
  latestTitle: { id: 'Tulisan terbaru', en: 'Latest posts' },
  sections: [
    {
      type: 'subscribe',
      title: { id: 'Tulisan baru di kotak masuk Anda', en: 'New posts in your inbox' },
      lead: {
        id: 'Dua kali sebulan. Berhenti kapan saja.',
        en: 'Twice a month. Unsubscribe any time.',
      },
      button: { id: 'Berlangganan', en: 'Subscribe' },
    },
  ],
};

export const blogPostPage = {
  post: demoPosts[0]!,
  meta: {
    title: { id: 'Template: artikel blog', en: 'Template: blog post' },
    description: {
      id: 'Contoh satu artikel blog dari template.',
      en: 'A sample blog post of the template.',
    },
  },
  sections: [
    {
      heading: { id: 'Rilis kecil, sering', en: 'Small releases, often' },
      paragraphs: [
        {
          id: 'Tim yang rilis tiap minggu tidak bekerja lebih cepat; mereka memotong pekerjaan lebih kecil. Setiap perubahan cukup kecil untuk diuji dalam sehari dan dibatalkan dalam satu klik.',
          en: 'Teams that ship weekly do not work faster; they cut work smaller. Every change is small enough to test in a day and undo in one click.',
        },
        {
          id: 'Rilis kecil juga berarti masalah kecil: saat sesuatu rusak, hanya ada sedikit kode yang perlu diperiksa.',
          en: 'Small releases also mean small problems: when something breaks, there is little code to look at.',
        },
      ],
    },
    {
      heading: { id: 'Ukur yang penting', en: 'Measure what matters' },
      paragraphs: [
        {
          id: 'Pilih satu angka yang menunjukkan pelanggan mendapat manfaat — bukan jumlah fitur, bukan jumlah baris kode.',
          en: 'Pick one number that shows customers getting value — not the number of features, not lines of code.',
        },
      ],
    },
  ],
  quote: {
    id: 'Kecepatan datang dari potongan kecil, bukan dari lembur.',
    en: 'Speed comes from small slices, not from overtime.',
  },
  tags: [
    { id: 'Produk', en: 'Product' },
    { id: 'Proses', en: 'Process' },
    { id: 'Tim', en: 'Teams' },
  ],
  tagsLabel: { id: 'Tag', en: 'Tags' },
  byLabel: { id: 'Oleh', en: 'By' },
  relatedTitle: { id: 'Baca juga', en: 'Read next' },
  related: demoPosts.slice(1, 4),
};
