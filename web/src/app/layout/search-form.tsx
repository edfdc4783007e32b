import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@web/components/icons';
import { useContent } from '@web/lib/content/use-content';
import { normalizeSearchQuery, searchPath } from '@web/lib/search-query';

interface SearchFormProps {
  id: string;
  autoFocus?: boolean;
  /** Called after a search was submitted (the caller closes its popover or panel). */
  onSearched?: () => void;
  /** Escape pressed in the field. */
  onEscape?: () => void;
}

/** The navbar's search: non-empty trimmed text goes to /search?q=... */
export function SearchForm({ id, autoFocus, onSearched, onEscape }: SearchFormProps) {
  const navigate = useNavigate();
  const placeholder = useContent('nav-search-placeholder');
  const [text, setText] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };

  return (
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        const query = normalizeSearchQuery(text);
        if (!query) return;
        navigate(searchPath(query));
        setText('');
        onSearched?.();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Søg på siden
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-form__submit" aria-label="Søg">
        <SearchIcon />
      </button>
    </form>
  );
}
