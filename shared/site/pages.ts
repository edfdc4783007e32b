/**
 * The page table: every page of the site (product §2 'Route table') with its path, who may open
 * it, its document title, whether a visitor lands on it from outside (so index.html preloads
 * its code), and whether the site search finds it. The SPA's router and the first-load preloads
 * (with the page modules of `web/src/app/page-modules.ts`), the navigation links and the
 * search's static pages are all made from this one table; the words the search finds a page
 * by stay on the server (`functions/capabilities/search/static-pages.ts`). Page titles are fixed Danish texts
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
  /** The site search finds the page (its words: functions/capabilities/search/static-pages.ts). */
  searchable?: boolean;
  /**
   * The page arrives as HTML with its content (web/src/server/render.tsx) and the sitemap
   * lists it (shared/site/seo.ts); every other page gets the app's shell.
   */
  prerendered?: boolean;
}

export const pages = {
  home: {
    path: '/',
    access: 'public',
    // {area}: where the active zones are ('i Aarhus og København'), filled where it is shown.
    title: 'Dronefoto og -video {area}',
    landing: true,
    searchable: true,
    prerendered: true,
  },
  products: {
    path: '/products',
    access: 'public',
    title: 'Vores tjenester',
    landing: true,
    searchable: true,
    prerendered: true,
  },
  /** Without an id the product page sends the visitor on to /products (product §2). */
  productWithoutId: { path: '/product', access: 'public' },
  /** No fixed title: the page names itself after the product. */
  product: { path: '/product/:productId', access: 'public', landing: true, prerendered: true },
  portfolio: {
    path: '/portfolio',
    access: 'public',
    title: 'Vores arbejde',
    landing: true,
    searchable: true,
    prerendered: true,
  },
  contact: {
    path: '/contact',
    access: 'public',
    title: 'Kontakt',
    landing: true,
    searchable: true,
    prerendered: true,
  },
  coverage: {
    path: '/coverage',
    access: 'public',
    title: 'Vi dækker',
    landing: true,
    searchable: true,
    prerendered: true,
  },
  /** Prerendered with the hits of its `?q=` (the search form works before the app starts). */
  search: {
    path: '/search',
    access: 'public',
    title: 'Søg',
    landing: true,
    prerendered: true,
  },
  login: { path: '/login', access: 'public', title: 'Log ind' },
  signup: { path: '/signup', access: 'public', title: 'Opret konto' },
  ratings: {
    path: '/ratings',
    access: 'public',
    title: 'Anmeldelser',
    landing: true,
    searchable: true,
    prerendered: true,
  },
  resetPassword: { path: '/reset-password', access: 'public', title: 'Nulstil adgangskode' },
  /** The link of the sign-up mail. */
  emailConfirmed: {
    path: '/email-confirmed',
    access: 'public',
    title: 'E-mail bekræftet',
  },
  /** The link of the password-reset mail. */
  updatePassword: {
    path: '/update-password',
    access: 'public',
    title: 'Ny adgangskode',
  },
  /** The rating link of a finished shoot's mail. */
  rateBooking: {
    path: '/rate-booking',
    access: 'public',
    title: 'Bedøm din optagelse',
  },
  /** The signed link of the booking mails: move or cancel without signing in. */
  manageBooking: {
    path: '/manage-booking',
    access: 'public',
    title: 'Din booking',
  },
  /**
   * A booking's gallery (product §2 'Galleri'): from the delivery mail's signed link, or from
   * the profile for the signed-in customer (`booking` only). By the signed link it arrives as
   * HTML with its first photos (web/src/server/gallery-page.ts), but stays out of the sitemap
   * and search engines.
   */
  gallery: {
    path: '/gallery',
    access: 'public',
    title: 'Dit galleri',
    landing: true,
  },
  /** The signed link of 'Bed om ny tid': choose a new time or cancel (decision 0039). */
  newTime: {
    path: '/new-time',
    access: 'public',
    title: 'Vælg en ny tid',
  },
  /** The signed link of every newsletter mail. */
  unsubscribe: {
    path: '/unsubscribe',
    access: 'public',
    title: 'Afmeld nyhedsbrev',
  },
  /** The signed link of a newsletter sign-up's confirmation mail (double opt-in). */
  newsletterConfirm: {
    path: '/newsletter/confirm',
    access: 'public',
    title: 'Bekræft tilmelding',
  },
  /** The terms of trade, linked from the footer and the payment page; texts are editable content. */
  terms: {
    path: '/handelsbetingelser',
    access: 'public',
    title: 'Handelsbetingelser',
    searchable: true,
    prerendered: true,
  },
  /** Public page; the purchase itself asks for sign-in (product §2 'Route table': login needed for purchase). */
  buyCredits: { path: '/buy-credits', access: 'public', title: 'Køb credits' },
  booking: { path: '/booking/:productId', access: 'public', title: 'Booking' },
  payment: { path: '/payment', access: 'user', title: 'Betaling' },
  /** After booking: what was booked and what happens next; card checkouts return here. */
  bookingConfirmed: {
    path: '/booking-confirmed',
    access: 'user',
    title: 'Tak for din booking',
  },
  profile: { path: '/profile', access: 'user', title: 'Min profil' },
  admin: { path: '/admin', access: 'admin', title: 'Admin Panel' },
  notFound: { path: '*', access: 'public', title: 'Siden blev ikke fundet' },
} as const satisfies Record<string, PageDef>;

export type PageId = keyof typeof pages;

export const pageIds = Object.keys(pages) as PageId[];

/** The names of a path's parameters: `'/booking/:productId'` → `'productId'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a page's path needs: `{ productId: 3 }` for `/booking/:productId`. */
export type PageParams<Id extends PageId> = {
  readonly [Name in ParamNames<(typeof pages)[Id]['path']>]: string | number;
};

/**
 * A query value written into a link as it is: a placeholder that the sender of the link
 * replaces (Stripe's `{CHECKOUT_SESSION_ID}`, Cognito's `{####}` code). Made by `verbatim()`.
 */
export interface VerbatimValue {
  readonly verbatim: string;
}

/** A query value; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | VerbatimValue | null | undefined;

/**
 * The query parameters a link to each page may carry, as types only (nothing of it reaches
 * the browser's bundle): a misspelt name, or a query on a page that takes none, does not
 * compile.
 */
interface PageQueries {
  /** The category filter (`photo`, `video`; none: all). */
  products: 'type';
  /** The address to check. */
  coverage: 'address';
  /** What became of the newsletter sign-up sent as a plain form (shared/site/form-posts.ts). */
  contact: 'newsletter';
  search: 'q';
  /** The site path to go on to afterwards. */
  login: 'redirect';
  /** The link of the sign-up mail. */
  emailConfirmed: 'email' | 'code';
  /** The link of the password-reset mail. */
  updatePassword: 'email' | 'code';
  /** The rating link of a finished shoot's mail. */
  rateBooking: 'bookingId' | 'token';
  /** The signed link of the booking mails. */
  manageBooking: 'booking' | 'sig';
  /**
   * The booking; `expires` and `sig`: the delivery mail's signed link; `paid`: back from 'Betal
   * nu' (the page waits for the payment's webhook, decision 0041).
   */
  gallery: 'booking' | 'expires' | 'sig' | 'paid' | 'payment';
  /** The signed link of 'Bed om ny tid'. */
  newTime: 'booking' | 'expires' | 'sig';
  /** The signed link of every newsletter mail. */
  unsubscribe: 'email' | 'sig';
  /** The signed link of a newsletter sign-up's confirmation mail. */
  newsletterConfirm: 'email' | 'expires' | 'sig';
  /** The booking just made (its id). */
  bookingConfirmed: 'booking';
  /**
   * `tab`: the open tab; `unpaid_booking`: the booking whose card checkout was left unpaid;
   * `credits_purchased`: a credit checkout paid; `firm`, `email`, `expires`, `sig`: a firm's
   * signed invitation (product §2 'Firma').
   */
  profile: 'tab' | 'unpaid_booking' | 'credits_purchased' | 'firm' | 'email' | 'expires' | 'sig';
  /**
   * `tab`: the open tab of the admin panel; `booking`: a booking's number ('B-1042') the
   * Bookinger tab opens searched for (the owner's mail of a new booking and the calendar feed
   * link there); `day`: a date the Bookinger tab opens 'Dagens rute' on, with 'Bed om ny tid'
   * for the day (the weather warning's link, decision 0039).
   */
  admin: 'tab' | 'booking' | 'day';
}

/** The query parameters a link to the page may carry. */
export type PageQuery<Id extends PageId> = Id extends keyof PageQueries
  ? { readonly [N in PageQueries[Id]]?: QueryValue }
  : Readonly<Record<string, never>>;

/**
 * `pagePath`'s arguments after the page: its parameters (required when the path has any;
 * `{}` otherwise) and the query.
 */
export type PagePathArgs<Id extends PageId> = [ParamNames<(typeof pages)[Id]['path']>] extends [
  never,
]
  ? [params?: Readonly<Record<string, never>>, query?: PageQuery<Id>]
  : [params: PageParams<Id>, query?: PageQuery<Id>];

/** Only these characters may be written into a link unencoded by `verbatim()`. */
const verbatimCharacters = /^[\w{}#]+$/;

/**
 * A query value that `pagePath` does not encode: a placeholder another service fills in
 * (`verbatim('{CHECKOUT_SESSION_ID}')`). Letters, digits, `_`, `{`, `}` and `#` only.
 */
export function verbatim(value: string): VerbatimValue {
  if (!verbatimCharacters.test(value)) throw new Error(`verbatim: not a placeholder: ${value}`);
  return { verbatim: value };
}

/**
 * `?a=1&b=x%2Fy` in the order given, each pair encoded as `URLSearchParams` (and
 * `useSearchParams`) writes it (a space as `+`), a verbatim value as it is; parameters that
 * are `null` or `undefined` are left out.
 */
function queryString(query: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined || value === null
      ? []
      : typeof value === 'object'
        ? [`${new URLSearchParams({ [name]: '' })}${value.verbatim}`]
        : [`${new URLSearchParams({ [name]: String(value) })}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * The site path of a page, the only way links to pages are made (in the browser and in
 * mails): the path's parameters filled in (`encodeURIComponent`), then the query, encoded as
 * `URLSearchParams` writes it (a space as `+`):
 *
 * - `pagePath('products')` → `/products`
 * - `pagePath('booking', { productId: 3 })` → `/booking/3` (the parameter is required)
 * - `pagePath('profile', {}, { tab: 'past' })` → `/profile?tab=past`
 * - `pagePath('login', {}, { redirect: '/booking/3' })` → `/login?redirect=%2Fbooking%2F3`
 */
export function pagePath<Id extends PageId>(id: Id, ...[params, query]: PagePathArgs<Id>): string {
  const values: Readonly<Record<string, string | number>> = params ?? {};
  const path = pages[id].path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`pagePath(${id}): no ${name}`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(query ?? {});
}

/**
 * A page's absolute address on the site, for mails and redirects from the server:
 * `pageUrl('https://dronefoto.dk', 'profile')` → `https://dronefoto.dk/profile`.
 */
export function pageUrl<Id extends PageId>(
  siteUrl: string,
  id: Id,
  ...args: PagePathArgs<Id>
): string {
  return siteUrl.replace(/\/+$/, '') + pagePath(id, ...args);
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
