/**
 * The page table: every page of the site (SPEC 2 'Route table') with its path, who may open
 * it, its document title, whether a visitor lands on it from outside (so index.html preloads
 * its code), and whether the site search finds it. The SPA's router and the first-load preloads
 * (with the page modules of `web/src/app/page-modules.ts`), the navigation links and the
 * search's static pages are all made from this one table; the words the search finds a page
 * by stay on the server (`functions/catalog/search/static-pages.ts`). Page titles are fixed Danish texts
 * and live only here.
 */

export type PageAccess = 'public' | 'user' | 'admin';

export interface PageDef {
  /** React Router path syntax (`:productId`), `*` for every other path. */
  path: string;
  access: PageAccess;
  /** Document title "{title} | {site name}"; none when the page names itself (a product). */
  title?: string;
  /** A page visitors land on from outside: index.html preloads its code on first load. */
  landing?: boolean;
  /** The site search finds the page (its words: functions/catalog/search/static-pages.ts). */
  searchable?: boolean;
}

export const pages = {
  home: {
    path: '/',
    access: 'public',
    title: 'Dronefoto og -video i hele Danmark',
    landing: true,
    searchable: true,
  },
  products: {
    path: '/products',
    access: 'public',
    title: 'Vores tjenester',
    landing: true,
    searchable: true,
  },
  /** Without an id the product page sends the visitor on to /products (SPEC 2). */
  productWithoutId: { path: '/product', access: 'public' },
  /** No fixed title: the page names itself after the product. */
  product: { path: '/product/:productId', access: 'public', landing: true },
  portfolio: {
    path: '/portfolio',
    access: 'public',
    title: 'Vores arbejde',
    landing: true,
    searchable: true,
  },
  contact: {
    path: '/contact',
    access: 'public',
    title: 'Kontakt',
    landing: true,
    searchable: true,
  },
  coverage: {
    path: '/coverage',
    access: 'public',
    title: 'Vi dækker',
    landing: true,
    searchable: true,
  },
  search: { path: '/search', access: 'public', title: 'Søg', landing: true },
  login: { path: '/login', access: 'public', title: 'Log ind' },
  signup: { path: '/signup', access: 'public', title: 'Opret konto' },
  ratings: {
    path: '/ratings',
    access: 'public',
    title: 'Anmeldelser',
    landing: true,
    searchable: true,
  },
  resetPassword: { path: '/reset-password', access: 'public', title: 'Nulstil adgangskode' },
  emailConfirmed: { path: '/email-confirmed', access: 'public', title: 'E-mail bekræftet' },
  updatePassword: { path: '/update-password', access: 'public', title: 'Ny adgangskode' },
  rateBooking: { path: '/rate-booking', access: 'public', title: 'Bedøm din optagelse' },
  /** The signed link of the booking mails: move or cancel without signing in. */
  manageBooking: { path: '/manage-booking', access: 'public', title: 'Din booking' },
  unsubscribe: { path: '/unsubscribe', access: 'public', title: 'Afmeld nyhedsbrev' },
  /** The signed link of a newsletter sign-up's confirmation mail (double opt-in). */
  newsletterConfirm: { path: '/newsletter/confirm', access: 'public', title: 'Bekræft tilmelding' },
  /** Public page; the purchase itself asks for sign-in (SPEC: login needed for purchase). */
  buyCredits: { path: '/buy-credits', access: 'public', title: 'Køb credits' },
  booking: { path: '/booking/:productId', access: 'user', title: 'Booking' },
  payment: { path: '/payment', access: 'user', title: 'Betaling' },
  profile: { path: '/profile', access: 'user', title: 'Min profil' },
  admin: { path: '/admin', access: 'admin', title: 'Admin Panel' },
  notFound: { path: '*', access: 'public', title: 'Siden blev ikke fundet' },
} as const satisfies Record<string, PageDef>;

export type PageId = keyof typeof pages;

export const pageIds = Object.keys(pages) as PageId[];

/** A page's path with its parameters filled in: `pagePath('product', { productId: 3 })`. */
export function pagePath(id: PageId, params: Record<string, string | number> = {}): string {
  return pages[id].path.replace(/:([a-zA-Z]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** The pages the site search finds. */
export type SearchablePageId = {
  [Id in PageId]: (typeof pages)[Id] extends { searchable: true } ? Id : never;
}[PageId];

/**
 * A regular expression for `location.pathname` that matches the page's path (for the
 * inline preload script of index.html): `/product/:productId` → `^/product/[^/]+/?$`.
 */
export function pathPattern(path: string): string {
  if (path === '/') return '^/$';
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}
