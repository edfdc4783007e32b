import type { ContentKey } from '../../../../shared/content/catalog';

export interface NavLinkDef {
  to: string;
  label: ContentKey;
  /** Active only on the exact path (the home link). */
  end?: boolean;
}

/** The main menu (SPEC: Hjem, Vores tjenester, Vores arbejde, Vi dækker, Kontakt). */
export const mainNavLinks: readonly NavLinkDef[] = [
  { to: '/', label: 'nav-home', end: true },
  { to: '/products', label: 'nav-products' },
  { to: '/portfolio', label: 'nav-portfolio' },
  { to: '/coverage', label: 'nav-coverage' },
  { to: '/contact', label: 'nav-contact' },
];

/** The footer's quick links (SPEC: Hjem, Fotos og optagelser, Kontakt, Log ind, Opret konto). */
export const footerQuickLinks: readonly NavLinkDef[] = [
  { to: '/', label: 'footer-link-home' },
  { to: '/products', label: 'footer-link-products' },
  { to: '/contact', label: 'footer-link-contact' },
  { to: '/login', label: 'footer-link-login' },
  { to: '/signup', label: 'footer-link-signup' },
];
