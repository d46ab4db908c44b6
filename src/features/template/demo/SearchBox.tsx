import { useId, type FormEvent } from 'react';
import search from 'bootstrap-icons/icons/search.svg?raw';
import { Icon } from '../../../components/Icon';

/** docs/product.md#routes-and-navigation: the demo search box. It has the placeholder and no behaviour. */
export const SEARCH_PLACEHOLDER = 'What are you looking for?';

export function SearchBox({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const id = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form
      role="search"
      className={size === 'lg' ? 'search-box search-box--lg' : 'search-box'}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="visually-hidden">
        Search
      </label>
      {/* The magnifier is the form's submit button (a form has one: WCAG H32). */}
      <button type="submit" className="search-box__icon">
        <Icon svg={search} label="Search" />
      </button>
      <input
        id={id}
        type="search"
        className={`form-control${size === 'lg' ? ' form-control-lg' : ''}`}
        placeholder={SEARCH_PLACEHOLDER}
        lang="en"
      />
    </form>
  );
}
