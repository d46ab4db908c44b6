// The site search's Orama database (docs/search.md): one schema and one tokenizer per language,
// shared by the build, which fills and saves it (config/search/), and the browser, which loads
// the saved index. Indonesian and English words are reduced to their Snowball stems, so
// `pemasangan`, `memasang` and `dipasang` all match `pasang`.
import { create, type Orama } from '@orama/orama';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as indonesianStemmer } from '@orama/stemmers/indonesian';
import type { Language } from '../i18n';

export const searchSchema = {
  title: 'string',
  summary: 'string',
  body: 'string',
  tags: 'string[]',
} as const;

export type SearchDatabase = Orama<typeof searchSchema>;

/** One searchable page: the indexed fields, plus what a result shows (stored, not indexed). */
export interface SearchDocument {
  /** The page's URL in the index's language, with a hash for a help answer. */
  id: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  /** What the page is: a post's category, "Karir", "Produk", "Bantuan & FAQs"... */
  section: string;
  /** A post's or a role's date (YYYY-MM-DD); empty for a page. */
  date: string;
  /** True for a blog post (the blog's own results view lists posts only). */
  post: boolean;
}

export const searchStemmers: Record<Language, (word: string) => string> = {
  id: indonesianStemmer,
  en: englishStemmer,
};

export function createSearchDatabase(language: Language): SearchDatabase {
  return create({
    schema: searchSchema,
    // Results come by relevance only; a sort index would double the file's size.
    sort: { enabled: false },
    components: {
      tokenizer: {
        language: language === 'id' ? 'indonesian' : 'english',
        stemming: true,
        stemmer: searchStemmers[language],
      },
    },
  });
}
