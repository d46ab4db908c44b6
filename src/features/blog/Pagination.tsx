import { Link } from '../../components/SiteLink';
import { useT } from '../../lib/useLanguage';

/** `?page=N` links; page 1 is the bare path (one URL per page). */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

/** Previous, the page numbers and next, as a labelled navigation landmark. */
export function Pagination({
  basePath,
  page,
  pageCount,
}: {
  basePath: string;
  page: number;
  pageCount: number;
}) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={t('blog.pagination')} className="mt-5">
      <ul className="pagination flex-wrap justify-content-center mb-0">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          {page <= 1 ? (
            <span className="page-link">{t('blog.previousPage')}</span>
          ) : (
            <Link className="page-link" to={pageHref(basePath, page - 1)} rel="prev">
              {t('blog.previousPage')}
            </Link>
          )}
        </li>
        {pages.map((n) => (
          <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
            <Link
              className="page-link"
              to={pageHref(basePath, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('blog.page', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          {page >= pageCount ? (
            <span className="page-link">{t('blog.nextPage')}</span>
          ) : (
            <Link className="page-link" to={pageHref(basePath, page + 1)} rel="next">
              {t('blog.nextPage')}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
