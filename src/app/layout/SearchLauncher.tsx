import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog, the search library and the index load when search first opens (docs/search.md).
const SearchDialog = lazy(() =>
  import('../../features/search/SearchDialog').then((m) => ({ default: m.SearchDialog })),
);

/** The navbar's search button; `/` and Ctrl/⌘-K open search too, unless typing in a field. */
export function SearchLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
        onClick={() => setOpen(true)}
      >
        <span className="search-icon" aria-hidden="true" />
      </button>
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
