// Copy of the site search (docs/search.md): the dialog and the blog's results view, once per
// language. It loads with them, not with every page (the navbar button's name is in the
// translation files).
import type { Localized } from '../lib/useLanguage';

export interface SearchCopy {
  dialogLabel: string;
  inputLabel: string;
  placeholder: string;
  submit: string;
  close: string;
  loading: string;
  failed: string;
  retry: string;
  results: string;
  /** `{count}` results for `{query}`. */
  count: string;
  noResults: string;
  noResultsHint: string;
  keys: string;
}

export const searchCopy: Localized<SearchCopy> = {
  id: {
    dialogLabel: 'Pencarian situs',
    inputLabel: 'Cari post, halaman, lowongan, dan bantuan',
    placeholder: 'Cari… (mis. pasang printer)',
    submit: 'Cari',
    close: 'Tutup pencarian',
    loading: 'Memuat indeks pencarian…',
    failed: 'Indeks pencarian gagal dimuat. Periksa koneksi Anda, lalu coba lagi.',
    retry: 'Coba lagi',
    results: 'Hasil pencarian',
    count: '{count} hasil untuk “{query}”',
    noResults: 'Tidak ada hasil untuk “{query}”.',
    noResultsHint: 'Coba kata lain yang lebih umum, atau jelajahi kategori blog:',
    keys: '↑ ↓ untuk memilih, Enter untuk membuka, Esc untuk mengosongkan kolom atau, bila sudah kosong, menutup',
  },
  en: {
    dialogLabel: 'Site search',
    inputLabel: 'Search posts, pages, jobs and help',
    placeholder: 'Search… (e.g. install printer)',
    submit: 'Search',
    close: 'Close search',
    loading: 'Loading the search index…',
    failed: 'The search index could not be loaded. Check your connection, then try again.',
    retry: 'Try again',
    results: 'Search results',
    count: '{count} results for “{query}”',
    noResults: 'No results for “{query}”.',
    noResultsHint: 'Try a more general word, or browse the blog’s categories:',
    keys: '↑ ↓ to choose, Enter to open, Esc to clear the field or, when it is empty, to close',
  },
};

/** `template` with `{name}` replaced by `values.name`. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
