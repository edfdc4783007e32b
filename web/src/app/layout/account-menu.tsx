import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@web/lib/auth/auth-context';
import { useContent } from '@web/lib/content/use-content';
import { AccountLinks } from './account-links';

/**
 * The desktop Konto menu (a disclosure: the button has aria-expanded, the panel lists
 * links). Escape closes it and returns focus to the button; so do leaving it with Tab,
 * clicking elsewhere and choosing an item.
 */
export function AccountMenu() {
  const { credits } = useAuth();
  const label = useContent('nav-account');
  const creditsWord = useContent('nav-credits');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Close when the page changes (e.g. the browser's back button).
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="account-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--light btn--small account-menu__button"
        aria-expanded={open}
        aria-controls="account-menu-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {credits > 0 ? (
          <span className="account-menu__badge">
            {credits}
            <span className="visually-hidden"> {creditsWord}</span>
          </span>
        ) : null}
        <svg className="account-menu__chevron" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id="account-menu-panel" className="account-menu__panel" hidden={!open}>
        {open ? <AccountLinks variant="account-menu" onChoose={() => setOpen(false)} /> : null}
      </div>
    </div>
  );
}
