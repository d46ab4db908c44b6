import { fillCopy, searchCopy } from '../../content/search';
import { BLOG_CATEGORIES, paths } from '../../lib/paths';
import { useLocalized, useT } from '../../lib/useLanguage';
import { Link } from '../SiteLink';

/** No result: says so and offers the blog's categories (docs/search.md). */
export function NoSearchResults({ query, onNavigate }: { query: string; onNavigate?: () => void }) {
  const { t } = useT();
  const copy = useLocalized(searchCopy);
  return (
    <div className="search-empty">
      <p className="fw-semibold mb-1">{fillCopy(copy.noResults, { query })}</p>
      <p className="text-body-secondary mb-2">{copy.noResultsHint}</p>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {BLOG_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              className="btn btn-sm btn-outline-primary rounded-pill"
              to={paths.blogCategory(category)}
              onClick={onNavigate}
            >
              {t(`blogCategory.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
