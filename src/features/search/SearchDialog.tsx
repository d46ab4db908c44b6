// The site search dialog (docs/search.md), loaded only when the navbar's button or a shortcut
// opens it: a native modal <dialog> (the page behind is inert), a labelled search field, and
// results the arrow keys move through. Esc clears the field, or closes the dialog when it is empty.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NoSearchResults } from '../../components/search/NoSearchResults';
import { SearchFailed } from '../../components/search/SearchFailed';
import { SearchHitCard } from '../../components/search/SearchHitCard';
import { fillCopy, searchCopy } from '../../content/search';
import { useSiteSearch } from '../../lib/search/useSiteSearch';
import { useLanguage, useLocalized } from '../../lib/useLanguage';

/** `onClose(navigated)`: whether a result was followed (focus then stays with the new page). */
export function SearchDialog({ onClose }: { onClose: (navigated: boolean) => void }) {
  const lng = useLanguage();
  const copy = useLocalized(searchCopy);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const navigated = useRef(false);
  const [query, setQuery] = useState('');
  const search = useSiteSearch(lng, query);
  const hits = search.hits ?? [];

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
  }, []);

  // The launcher hears of it at once, not from the `close` event a task later: a `/` or Ctrl-K
  // pressed in between would otherwise be lost.
  const close = () => {
    dialog.current?.close();
    onClose(navigated.current);
  };
  const follow = () => {
    navigated.current = true;
    close();
  };
  const links = () => [
    ...(list.current?.querySelectorAll<HTMLAnchorElement>('.search-hit-title') ?? []),
  ];
  const focusHit = (index: number) => {
    const all = links();
    if (index < 0) input.current?.focus();
    else all[Math.min(index, all.length - 1)]?.focus();
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length) {
      event.preventDefault();
      focusHit(0);
    } else if (event.key === 'Enter' && hits.length) {
      event.preventDefault();
      links()[0]?.click();
    }
  };
  const onResultsKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = links().indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusHit(index + (event.key === 'ArrowDown' ? 1 : -1));
    }
  };
  // Esc empties a filled field and leaves the dialog open; on an empty field it closes the
  // dialog (the `cancel` below). A cancelled keydown makes no close request.
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || !query) return;
    event.preventDefault();
    setQuery('');
    input.current?.focus();
  };
  const trimmed = query.trim();
  const status =
    search.status === 'loading'
      ? copy.loading
      : trimmed && search.hits
        ? fillCopy(copy.count, { count: hits.length, query: trimmed })
        : '';

  return (
    // A click on the backdrop (the dialog element itself, outside its box) closes it; Esc and
    // the close button are the keyboard's ways.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={copy.dialogLabel}
      onKeyDown={onDialogKey}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className="search-dialog-box">
        <form className="search-dialog-form" role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="site-search-input" className="visually-hidden">
            {copy.inputLabel}
          </label>
          <span className="search-icon" aria-hidden="true" />
          <input
            ref={input}
            id="site-search-input"
            className="form-control"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={copy.placeholder}
            aria-describedby="site-search-keys"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKey}
          />
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary search-dialog-close"
            aria-label={copy.close}
            onClick={close}
          >
            Esc
          </button>
        </form>
        <div className="search-dialog-body">
          <p className="search-status small text-body-secondary" role="status">
            {status}
          </p>
          {search.status === 'failed' && <SearchFailed onRetry={search.retry} />}
          {hits.length > 0 && (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <ul
              ref={list}
              className="search-hits list-unstyled"
              aria-label={copy.results}
              onKeyDown={onResultsKey}
            >
              {hits.map((hit) => (
                <li key={hit.url}>
                  <SearchHitCard hit={hit} onNavigate={follow} />
                </li>
              ))}
            </ul>
          )}
          {trimmed && search.hits?.length === 0 && (
            <NoSearchResults query={trimmed} onNavigate={follow} />
          )}
        </div>
        <p id="site-search-keys" className="search-dialog-keys small text-body-secondary">
          {copy.keys}
        </p>
      </div>
    </dialog>
  );
}
