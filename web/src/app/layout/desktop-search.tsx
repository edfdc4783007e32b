import { useRef, useState, type FocusEvent } from 'react';
import { SearchIcon } from '@web/components/icons';
import { SearchForm } from './search-form';

/** Search button in the desktop navbar that opens the search field; Escape closes it. */
export function DesktopSearch() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="desktop-search" onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className="navbar__icon-button"
        aria-expanded={open}
        aria-controls="desktop-search-panel"
        aria-label={open ? 'Luk søgning' : 'Søg'}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon />
      </button>
      <div id="desktop-search-panel" className="desktop-search__panel" hidden={!open}>
        {open ? (
          <SearchForm
            id="desktop-search-input"
            autoFocus
            onSearched={() => close(false)}
            onEscape={() => close(true)}
          />
        ) : null}
      </div>
    </div>
  );
}
