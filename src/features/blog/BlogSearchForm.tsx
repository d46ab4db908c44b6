import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../lib/languagePaths';
import { paths, SEARCH_QUERY } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';

/**
 * The blog's search field, above its list (docs/search.md): a plain GET form to `/blog?q=`
 * before the page's scripts run, a navigation in place after. It holds the query shown.
 */
export function BlogSearchForm({ query }: { query: string }) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const action = localizePath(paths.blog, language);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = field.current?.value.trim() ?? '';
    void navigate(q ? `${action}?${SEARCH_QUERY}=${encodeURIComponent(q)}` : action);
  };
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="d-flex gap-2 mb-4"
      onSubmit={submit}
    >
      <label htmlFor="blog-search-input" className="visually-hidden">
        {t('blog.searchLabel')}
      </label>
      {/* A new query (read after hydration, or searched here) fills the field afresh. */}
      <input
        key={query}
        ref={field}
        id="blog-search-input"
        className="form-control"
        type="search"
        name={SEARCH_QUERY}
        defaultValue={query}
        placeholder={t('blog.searchLabel')}
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn-primary">
        {t('nav.search')}
      </button>
    </form>
  );
}
