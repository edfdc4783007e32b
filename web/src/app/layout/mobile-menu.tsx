import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { CloseIcon } from '@web/components/icons';
import { useContent } from '@web/lib/content/use-content';
import { MobileAccount } from './account-area';
import { mainNavLinks, type NavLinkDef } from './nav-links';
import { SearchForm } from './search-form';

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** `returnFocus`: give focus back to the menu button (Escape, close button, backdrop). */
  onClose: (returnFocus: boolean) => void;
}

const panelSlideMs = 300;
const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled])';

function NavItem({ to, label, end, onNavigate }: NavLinkDef & { onNavigate: () => void }) {
  return (
    <li>
      <NavLink to={to} end={end} className="mobile-menu__link" onClick={onNavigate}>
        {useContent(label)}
      </NavLink>
    </li>
  );
}

/** The slide-in menu panel on small screens: search, the main links and the account. */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // The panel's content stays rendered while it slides out, and is absent when closed
  // (so the page holds one search field, not a hidden second one).
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setClosing(!open);
  }

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), panelSlideMs);
    return () => clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Escape closes; Tab stays inside the open panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const navigated = () => onClose(false);
  const menuTitle = useContent('nav-menu-title');

  return (
    <div className="mobile-menu" data-open={open || undefined} inert={!open}>
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={() => onClose(true)} />
      <div
        ref={panelRef}
        id={id}
        className="mobile-menu__panel on-dark"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        {open || closing ? (
          <>
            <div className="mobile-menu__header">
              <span className="mobile-menu__title">{menuTitle}</span>
              <button
                type="button"
                className="navbar__icon-button"
                aria-label="Luk menu"
                onClick={() => onClose(true)}
              >
                <CloseIcon />
              </button>
            </div>
            <SearchForm id="mobile-search-input" onSearched={navigated} />
            <nav aria-label="Mobilmenu">
              <ul className="mobile-menu__links">
                {mainNavLinks.map((link) => (
                  <NavItem key={link.to} {...link} onNavigate={navigated} />
                ))}
              </ul>
            </nav>
            <MobileAccount onNavigate={navigated} />
          </>
        ) : null}
      </div>
    </div>
  );
}
