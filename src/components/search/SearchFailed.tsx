import { searchCopy } from '../../content/search';
import { useLocalized } from '../../lib/useLanguage';

/** The index could not be loaded: says so, with a retry that keeps the query (docs/search.md). */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  const copy = useLocalized(searchCopy);
  return (
    <div className="search-failed" role="alert">
      <p className="mb-2">{copy.failed}</p>
      <button type="button" className="btn btn-sm btn-primary" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}
