import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { setPopoverOpen } from '../../lib/useDisclosureMenu';
import { localizePath } from '../../lib/languagePaths';
import { paths, SEARCH_QUERY } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';

// The dialog, the search library and the index load when search first opens (docs/search.md).
const SearchDialog = lazy(() =>
  import('../../features/search/SearchDialog').then((m) => ({ default: m.SearchDialog })),
);

/**
 * The navbar's search button; `/` and Ctrl/⌘-K open search too, unless typing in a field.
 * Before the page's scripts run, the button opens a `popover` with a plain search form that
 * goes to the blog's results (`/blog?q=…`); once hydrated, it opens the search dialog instead
 * (docs/search.md, docs/architecture.md#the-header-before-hydration).
 */
export function SearchLauncher() {
  const { t, language } = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLDivElement>(null);
  const fallbackId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      const shortcut = (event.ctrlKey || event.metaKey) && key === 'k';
      if (!shortcut && (key !== '/' || event.ctrlKey || event.metaKey || event.altKey)) return;
      if ((event.target as Element).closest('input,textarea,select,[contenteditable]')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn search-button"
        aria-haspopup="dialog"
        aria-label={t('nav.search')}
        popoverTarget={fallbackId}
        onClick={(event) => {
          // The dialog takes over from the plain form: no popover once React runs.
          event.preventDefault();
          setPopoverOpen(fallback.current, false);
          setOpen(true);
        }}
      >
        <span className="search-icon" aria-hidden="true" />
      </button>
      <div ref={fallback} id={fallbackId} popover="auto" className="search-popover">
        <form
          action={localizePath(paths.blog, language)}
          method="get"
          role="search"
          className="search-popover__form"
        >
          <input
            type="search"
            name={SEARCH_QUERY}
            className="form-control"
            aria-label={t('nav.searchPosts')}
            placeholder={t('nav.searchPosts')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is all the popover holds
            autoFocus
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn-primary btn-sm">
            {t('nav.showResults')}
          </button>
        </form>
      </div>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            onClose={(navigated) => {
              setOpen(false);
              if (!navigated) button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
