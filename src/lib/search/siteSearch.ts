// The site search in the browser (docs/search.md): loads a language's prebuilt index on first
// use and answers queries with the results a search view shows. Only the search's own chunks
// import this module, so neither Orama nor the index is part of a page's first download.
import { load, search } from '@orama/orama';
import { SUPPORTED_LANGUAGES, type Language } from '../i18n';
import { loadOnce } from '../loadOnce';
import { markMatches, queryStems, snippetText, type TextPart } from './highlight';
import {
  createSearchDatabase,
  searchStemmers,
  type SearchDatabase,
  type SearchDocument,
} from './searchDatabase';
import { searchIndexUrls } from './site.searchindex';

export interface SearchHit {
  url: string;
  title: TextPart[];
  snippet: TextPart[];
  section: string;
  date: string;
}

async function fetchIndex(language: Language): Promise<SearchDatabase> {
  const response = await fetch(searchIndexUrls[language]);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  const db = createSearchDatabase(language);
  load(db, (await response.json()) as Parameters<typeof load>[1]);
  return db;
}

const indexLoaders = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, loadOnce(() => fetchIndex(language))]),
) as Record<Language, () => Promise<SearchDatabase>>;

/** The language's index, fetched once; a failed fetch is forgotten so a retry fetches again. */
export function loadSearchIndex(language: Language): Promise<SearchDatabase> {
  return indexLoaders[language]();
}

/** Typos of one letter still match (docs/search.md). */
const TYPO_TOLERANCE = 1;

export async function searchSite(
  db: SearchDatabase,
  language: Language,
  query: string,
  { postsOnly = false, limit = 10 } = {},
): Promise<SearchHit[]> {
  const term = query.trim();
  if (!term) return [];
  const result = await search(db, {
    term,
    tolerance: TYPO_TOLERANCE,
    boost: { title: 3, tags: 2, summary: 1.5 },
    limit: postsOnly ? 100 : limit,
  });
  const stem = searchStemmers[language];
  const stems = queryStems(term, stem);
  return result.hits
    .map((hit) => hit.document as unknown as SearchDocument)
    .filter((doc) => !postsOnly || doc.post)
    .slice(0, limit)
    .map((doc) => ({
      url: doc.id,
      title: markMatches(doc.title, stems, stem),
      snippet: markMatches(snippetText(doc.summary, doc.body, stems, stem), stems, stem),
      section: doc.section,
      date: doc.date,
    }));
}
