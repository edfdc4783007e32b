import type { ContentKey } from '@shared/content/catalog';
import { pages, type PageId } from '@shared/site/pages';

export interface NavLinkDef {
  to: string;
  label: ContentKey;
  /** Active only on the exact path (the home link). */
  end?: boolean;
  /** Offered only to visitors who are not signed in (log in, sign up). */
  signedOutOnly?: boolean;
}

const link = (page: PageId, label: ContentKey): NavLinkDef => ({
  to: pages[page].path,
  label,
  ...(pages[page].path === '/' ? { end: true } : {}),
});

/** The main menu (product §2 'Navigation bar': Hjem, Vores tjenester, Vores arbejde, Vi dækker, Kontakt). */
export const mainNavLinks: readonly NavLinkDef[] = [
  link('home', 'nav-home'),
  link('products', 'nav-products'),
  link('portfolio', 'nav-portfolio'),
  link('coverage', 'nav-coverage'),
  link('contact', 'nav-contact'),
];

/** The footer's quick links (product §2 'Footer': Hjem, Fotos og optagelser, Kontakt, Handelsbetingelser, Log ind, Opret konto). */
export const footerQuickLinks: readonly NavLinkDef[] = [
  link('home', 'footer-link-home'),
  link('products', 'footer-link-products'),
  link('contact', 'footer-link-contact'),
  link('terms', 'footer-link-terms'),
  { ...link('login', 'footer-link-login'), signedOutOnly: true },
  { ...link('signup', 'footer-link-signup'), signedOutOnly: true },
];
