// /blog?q=… (docs/search.md): the blog's shareable search results, loaded with the search
// library and the index only when the URL carries a query.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoSearchResults } from '../../components/search/NoSearchResults';
import { SearchFailed } from '../../components/search/SearchFailed';
import { SearchHitCard } from '../../components/search/SearchHitCard';
import { fillCopy, searchCopy } from '../../content/search';
import { localizePath } from '../../lib/languagePaths';
import { paths } from '../../lib/paths';
import { useSiteSearch } from '../../lib/search/useSiteSearch';
import { useLanguage, useLocalized } from '../../lib/useLanguage';

export function BlogSearchResults({ query }: { query: string }) {
  const lng = useLanguage();
  const copy = useLocalized(searchCopy);
  const navigate = useNavigate();
  const [draft, setDraft] = useState(query);
  const search = useSiteSearch(lng, query, { postsOnly: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    void navigate(localizePath(q ? `${paths.blog}?q=${encodeURIComponent(q)}` : paths.blog, lng));
  };
  return (
    <section className="blog-search" aria-labelledby="blog-search-title">
      <form className="d-flex gap-2 mb-3" role="search" onSubmit={submit}>
        <label htmlFor="blog-search-input" className="visually-hidden">
          {copy.blogInputLabel}
        </label>
        <input
          id="blog-search-input"
          className="form-control"
          type="search"
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {copy.submit}
        </button>
      </form>
      <h2 id="blog-search-title" className="h5 mb-3" aria-live="polite">
        {search.status === 'loading'
          ? copy.loading
          : search.hits?.length
            ? fillCopy(copy.count, { count: search.hits.length, query })
            : copy.results}
      </h2>
      {search.status === 'failed' && <SearchFailed onRetry={search.retry} />}
      {search.hits?.length === 0 && <NoSearchResults query={query} />}
      {!!search.hits?.length && (
        <ul className="search-hits list-unstyled">
          {search.hits.map((hit) => (
            <li key={hit.url}>
              <SearchHitCard hit={hit} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
