import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link } from '../../components/SiteLink';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useReplacePrerenderedHead } from '../../lib/prerenderedHead';
import { useT } from '../../lib/useLanguage';

// The not-found page's own chunk (the `*` route loads the same): it stays out of every page's
// first download.
export const loadNotFoundPage = () => import('./NotFoundPage');
const NotFoundPage = lazy(() => loadNotFoundPage().then((m) => ({ default: m.NotFoundPage })));

/**
 * What a route shows when its chunk fails to load (a stale tab after a deploy) or its render
 * throws: a message in the page's language and a reload, never a blank page. Texts carry
 * Indonesian defaults in case the translations themselves failed to load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<Spinner />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <RouteFailure />;
}

function RouteFailure() {
  const { t } = useT();
  useReplacePrerenderedHead();
  return (
    <section className="section status-page" role="alert" aria-labelledby="route-error-title">
      <title>{`${t('error.title', 'Terjadi kesalahan')} — Segara Digital`}</title>
      <div className="container text-center">
        <h1 id="route-error-title" className="display-6 mb-3">
          {t('error.title', 'Terjadi kesalahan')}
        </h1>
        <p className="lead text-body-secondary mx-auto status-lead">
          {t(
            'error.lead',
            'Halaman ini gagal dimuat. Coba muat ulang; jika masih gagal, kembali ke Beranda.',
          )}
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={() => window.location.reload()}
          >
            {t('error.reload', 'Muat ulang')}
          </button>
          <Link className="btn btn-outline-primary btn-lg" to={paths.home} reloadDocument>
            {t('error.home', 'Kembali ke Beranda')}
          </Link>
        </div>
      </div>
    </section>
  );
}
