import type { DOCS_PAGES } from '../../../lib/paths';
import type { Text } from '../../../content/template/types';

export type DocSlug = (typeof DOCS_PAGES)[number];

export interface DocsGroup {
  title: Text;
  pages: readonly { slug: DocSlug; title: Text }[];
}

/** The docs sidebar: four groups, in reading order. Previous/next follow this order. */
export const docsNav: readonly DocsGroup[] = [
  {
    title: { id: 'Memulai', en: 'Getting Started' },
    pages: [
      { slug: 'introduction', title: { id: 'Pengantar', en: 'Introduction' } },
      { slug: 'quick-start', title: { id: 'Mulai cepat', en: 'Quick start' } },
      { slug: 'customization', title: { id: 'Kustomisasi', en: 'Customization' } },
      { slug: 'routing', title: { id: 'Routing', en: 'Routing' } },
      { slug: 'code-spliting', title: { id: 'Pemecahan kode', en: 'Code splitting' } },
      { slug: 'change-log', title: { id: 'Catatan perubahan', en: 'Change log' } },
    ],
  },
  {
    title: { id: 'Panduan Gaya', en: 'Style Guide' },
    pages: [
      { slug: 'colors', title: { id: 'Warna', en: 'Colors' } },
      { slug: 'typography', title: { id: 'Tipografi', en: 'Typography' } },
    ],
  },
  {
    title: { id: 'Komponen', en: 'Components' },
    pages: [
      { slug: 'bootstrap', title: { id: 'Bootstrap', en: 'Bootstrap' } },
      { slug: 'custom', title: { id: 'Komponen kami', en: 'Our components' } },
      { slug: 'plugins', title: { id: 'Pustaka', en: 'Libraries' } },
    ],
  },
  {
    title: { id: 'Bagian', en: 'Sections' },
    pages: [
      { slug: 'navbars', title: { id: 'Navbar', en: 'Navbars' } },
      { slug: 'heros', title: { id: 'Hero', en: 'Heroes' } },
    ],
  },
];

/** Every docs page in sidebar order. */
export const docsOrder = docsNav.flatMap((group) => group.pages);

/** The pages before and after `slug` in the sidebar's order. */
export function docNeighbours(slug: DocSlug) {
  const index = docsOrder.findIndex((page) => page.slug === slug);
  return {
    previous: index > 0 ? docsOrder[index - 1] : undefined,
    next: index >= 0 && index < docsOrder.length - 1 ? docsOrder[index + 1] : undefined,
  };
}

export const docsLabels = {
  id: {
    docs: 'Dokumentasi',
    sidebar: 'Menu dokumentasi',
    menu: 'Menu dokumentasi',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    pager: 'Halaman dokumentasi sebelumnya dan berikutnya',
    englishOnly: 'Isi dokumentasi ditulis dalam bahasa Inggris, bahasa kode dan README proyek ini.',
  },
  en: {
    docs: 'Documentation',
    sidebar: 'Documentation menu',
    menu: 'Documentation menu',
    previous: 'Previous',
    next: 'Next',
    pager: 'Previous and next documentation pages',
    englishOnly:
      'The documentation is written in English, the language of this project’s code and README.',
  },
} as const;
