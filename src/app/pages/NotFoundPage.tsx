import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../components/SiteLink';
import { PageMeta } from '../../components/PageMeta';
import { localizePath } from '../../lib/languagePaths';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { paths, SEARCH_QUERY } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';
import type { SitePage } from './notFound/pageSuggestions';

const noSubscription = () => () => {};

/**
 * Any unknown path: says so in the site's language and offers a way on — the site search and
 * the pages closest to the path that was typed (docs/product.md#the-not-found-page).
 */
export function NotFoundPage() {
  const { t } = useT();
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
        <p className="lead text-body-secondary mx-auto mb-2 status-lead">
          {t('notFound.leadGeneric')}
        </p>
        {/* One line, kept from the first paint: the path arrives without moving anything. */}
        <p className="not-found-path text-truncate mx-auto">
          <code>{pathname}</code>
        </p>
        <NotFoundSearch pathname={pathname} />
        <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
          <Link className="btn btn-primary btn-lg" to={paths.home}>
            {t('notFound.home')}
          </Link>
          <Link className="btn btn-outline-primary btn-lg" to={paths.contact}>
            {t('notFound.contact')}
          </Link>
        </div>
        <PageSuggestions pathname={pathname} />
      </div>
    </section>
  );
}

/**
 * A search field that leads to the blog's results (`/blog?q=`): a plain GET form before the
 * page's scripts run, a navigation in place after. Once the path is known, the field holds its
 * last words (`/blg/qris` → `qris`) unless the visitor has typed already.
 */
function NotFoundSearch({ pathname }: { pathname: string }) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const action = localizePath(paths.blog, language);
  useEffect(() => {
    if (!pathname) return;
    let live = true;
    void import('./notFound/pageSuggestions').then(({ searchGuess }) => {
      if (live && field.current && !field.current.value)
        field.current.value = searchGuess(pathname);
    });
    return () => {
      live = false;
    };
  }, [pathname]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = field.current?.value.trim() ?? '';
    void navigate(query ? `${action}?${SEARCH_QUERY}=${encodeURIComponent(query)}` : action);
  };
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="not-found-search d-flex gap-2 mx-auto mt-4"
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('nav.searchPosts')}
      </label>
      <input
        ref={field}
        id={id}
        type="search"
        name={SEARCH_QUERY}
        className="form-control"
        placeholder={t('nav.searchPosts')}
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn-primary">
        {t('nav.search')}
      </button>
    </form>
  );
}

/**
 * The closest pages to the typed path, found after hydration (the prerendered page cannot know
 * the path): the list's room is kept from the first paint, so nothing moves when it fills.
 */
function PageSuggestions({ pathname }: { pathname: string }) {
  const { t, language } = useT();
  const [suggestions, setSuggestions] = useState<SitePage[]>();
  useEffect(() => {
    if (!pathname) return;
    let live = true;
    void Promise.all([import('./notFound/pageSuggestions'), import('./notFound/sitePages')]).then(
      ([{ suggestPages }, { sitePages }]) => {
        if (live) setSuggestions(suggestPages(pathname, sitePages(language, t)));
      },
    );
    return () => {
      live = false;
    };
  }, [pathname, language, t]);
  return (
    <nav
      className="not-found-suggestions mx-auto mt-5 text-start"
      aria-labelledby="not-found-suggestions"
    >
      <h2 id="not-found-suggestions" className="h6 text-body-secondary mb-2">
        {t('notFound.suggestions')}
      </h2>
      <ul className="list-unstyled mb-0" aria-busy={!suggestions}>
        {suggestions?.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.title}</Link>
          </li>
        ))}
        {suggestions?.length === 0 && <li className="text-body-secondary">{t('notFound.none')}</li>}
      </ul>
    </nav>
  );
}

export const notFoundRoute = { Component: NotFoundPage, handle: whatsappAbout('general') };
