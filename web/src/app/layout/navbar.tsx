import { useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { DroneMark } from '@web/components/drone-mark';
import { MenuIcon } from '@web/components/icons';
import { useContent } from '@web/lib/content/use-content';
import { NavbarAccount } from './account-area';
import { DesktopSearch } from './desktop-search';
import { MobileMenu } from './mobile-menu';
import { mainNavLinks, type NavLinkDef } from './nav-links';
import { isNavbarSolid } from './navbar-state';
import { useScrolledPastNavbar } from './use-scrolled-past-navbar';

function NavItem({ to, label, end }: NavLinkDef) {
  return (
    <li>
      <NavLink to={to} end={end} className="navbar__link">
        {useContent(label)}
      </NavLink>
    </li>
  );
}

/**
 * The fixed top bar: brand, main links, search and Log ind (or the Konto menu). Transparent over the home
 * page's hero until scrolled past 50 px; a slide-in panel on small screens. `tools`: the admin's
 * content tools, beside the menu button on a phone, so that they cover nothing on the page.
 */
export function Navbar({ tools }: { tools?: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const scrolledPast = useScrolledPastNavbar();
  const solid = isNavbarSolid({ isHome: pathname === pagePath('home'), scrolledPast, menuOpen });
  const siteName = useContent('site-name');

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  };

  return (
    <header className="navbar on-dark" data-solid={solid || undefined}>
      <nav className="navbar__inner container" aria-label="Hovedmenu">
        <Link to={pagePath('home')} className="navbar__brand">
          <DroneMark className="navbar__logo" />
          <span>{siteName}</span>
        </Link>
        <ul className="navbar__links">
          {mainNavLinks.map((link) => (
            <NavItem key={link.to} {...link} />
          ))}
        </ul>
        <div className="navbar__actions">
          <DesktopSearch />
          <NavbarAccount />
          {tools}
          <button
            ref={menuButtonRef}
            type="button"
            className="navbar__icon-button navbar__menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label="Åbn menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </nav>
      <MobileMenu id="mobile-menu" open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
