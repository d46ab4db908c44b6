// /blog?q=… (docs/search.md): the blog's shareable search results, loaded with the search
// library and the index only when the URL carries a query. The field is the list page's
// (BlogSearchForm).
import { NoSearchResults } from '../../components/search/NoSearchResults';
import { SearchFailed } from '../../components/search/SearchFailed';
import { SearchHitCard } from '../../components/search/SearchHitCard';
import { fillCopy, searchCopy } from '../../content/search';
import { useSiteSearch } from '../../lib/search/useSiteSearch';
import { useLanguage, useLocalized } from '../../lib/useLanguage';

export function BlogSearchResults({ query }: { query: string }) {
  const lng = useLanguage();
  const copy = useLocalized(searchCopy);
  const search = useSiteSearch(lng, query, { postsOnly: true });
  return (
    <section className="blog-search-results" aria-labelledby="blog-search-title">
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
