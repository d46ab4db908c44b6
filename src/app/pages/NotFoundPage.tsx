import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/SiteLink';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { paths } from '../../lib/paths';

const noSubscription = () => () => {};

/** Any unknown path: says so in the site's language and offers a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname: currentPath } = useLocation();
  // build/404.html is prerendered once and served for every unknown path, so the path is named
  // only after hydration (the server snapshot leaves it out, matching the HTML).
  const pathname = useSyncExternalStore(
    noSubscription,
    () => currentPath,
    () => '',
  );
  return (
    <section className="section status-page" aria-labelledby="not-found-title">
      <PageMeta title={t('notFound.title')} description={t('notFound.title')} />
      <meta name="robots" content="noindex" />
      <div className="container text-center">
        <p className="status-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="display-6 mb-3">
          {t('notFound.title')}
        </h1>
        <p className="lead text-body-secondary text-break mx-auto status-lead">
          {pathname ? t('notFound.lead', { path: pathname }) : t('notFound.leadGeneric')}
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
          <Link className="btn btn-primary btn-lg" to={paths.home}>
            {t('notFound.home')}
          </Link>
          <Link className="btn btn-outline-primary btn-lg" to={paths.contact}>
            {t('notFound.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export const notFoundRoute = { Component: NotFoundPage, handle: whatsappAbout('general') };
