// A search view's state (docs/search.md): the language's index loads when the view mounts,
// `query` runs against it, and a failed load can be retried without losing the query.
import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../i18n';
import type { SearchDatabase } from './searchDatabase';
import { loadSearchIndex, searchSite, type SearchHit } from './siteSearch';

type IndexState =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; db: SearchDatabase };

export interface SiteSearch {
  status: 'loading' | 'failed' | 'ready';
  /** The hits of `query`, once it has run (`null` before). */
  hits: SearchHit[] | null;
  retry: () => void;
}

export function useSiteSearch(
  language: Language,
  query: string,
  { postsOnly = false } = {},
): SiteSearch {
  const [index, setIndex] = useState<IndexState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; hits: SearchHit[] } | null>(null);
  useEffect(() => {
    let active = true;
    loadSearchIndex(language).then(
      (db) => active && setIndex({ state: 'ready', db }),
      (error: unknown) => {
        console.error(error);
        if (active) setIndex({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [language, attempt]);

  const db = index.state === 'ready' ? index.db : null;
  const key = `${language}:${query.trim()}`;
  useEffect(() => {
    if (!db) return;
    let active = true;
    void searchSite(db, language, query, { postsOnly }).then(
      (hits) => active && setResult({ key, hits }),
    );
    return () => {
      active = false;
    };
  }, [db, key, language, query, postsOnly]);

  const retry = useCallback(() => {
    setIndex({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { status: index.state, hits: result?.key === key ? result.hits : null, retry };
}
