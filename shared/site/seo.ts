/**
 * What search engines and link previews read (issue 31 'Found and shared'): per prerendered
 * page a title, description, canonical address, Open Graph and Twitter card tags, and the
 * structured data (JSON-LD) of the business and its products; the sitemap and robots.txt.
 * Pure functions of the page's data, used by the page renderer (web/src/server/render.tsx)
 * in the twin and in AWS alike. No review markup: Google ignores a business's own ratings
 * of itself (self-serving reviews) for LocalBusiness since 2019.
 */
import type { Product } from '../api/entities';
import { seoTexts } from '../texts/seo';
import { coverageClaim } from '../content/site-facts';
import { pagePath, pages, pageUrl, type PageId } from './pages';

/** The pages that arrive as HTML with their content and that the sitemap lists. */
export type PrerenderedPageId = {
  [Id in PageId]: (typeof pages)[Id] extends { prerendered: true } ? Id : never;
}[PageId];

export const prerenderedPageIds = (Object.keys(pages) as PageId[]).filter(
  (id): id is PrerenderedPageId => 'prerendered' in pages[id] && pages[id].prerendered === true,
);

/** The business as its owner saved it (Indstillinger); null until saved. */
export interface BusinessInfo {
  name: string;
  address: string;
  /** The Danish CVR number (8 digits). */
  cvr: string;
}

export interface SiteFacts {
  /** `https://dronefoto.dk`, no trailing slash. */
  siteUrl: string;
  siteName: string;
  /**
   * The site's picture: the hero image (content `hero-image`), else the first product
   * picture; a site path or an absolute URL, '' for none.
   */
  heroImage: string;
  /** How to reach the business (Indstillinger); '' and [] while not set: nothing is claimed. */
  email: string;
  phone: string;
  /** The business's own profiles (its social links): schema.org `sameAs`. */
  sameAs: string[];
  business: BusinessInfo | null;
  /** The names of the active zones. */
  zones: string[];
}

export interface PageSeo {
  /** The document title: "{title} | {site name}". */
  title: string;
  description: string;
  canonical: string;
  /** Absolute URL of the image shown with a shared link; undefined for none. */
  image?: string;
  ogType: 'website' | 'product';
  jsonLd: Record<string, unknown>[];
}

type Json = Record<string, unknown>;

const descriptions: Record<Exclude<PrerenderedPageId, 'product'>, string> = {
  home: seoTexts.homeDescription,
  products: seoTexts.productsDescription,
  portfolio: seoTexts.portfolioDescription,
  ratings: seoTexts.ratingsDescription,
  contact: seoTexts.contactDescription,
  coverage: seoTexts.coverageDescription,
  search: seoTexts.searchDescription,
  terms: seoTexts.termsDescription,
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** An image reference as an absolute URL (`/media/a.webp` on the site), or undefined. */
export function absoluteImageUrl(siteUrl: string, ref: string | undefined): string | undefined {
  const value = ref?.trim() ?? '';
  if (/^https?:\/\//.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return trimSlash(siteUrl) + value;
  return undefined;
}

/** A description cut to about 160 characters at a word boundary, as search results show. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,.;:]$/, '')}…`;
}

/** A Danish postal address written as 'Street 1, 8000 Aarhus C' in schema.org's words. */
export function postalAddress(address: string): Json {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const postal = /^(\d{4})\s+(.+)$/.exec(last);
  return {
    '@type': 'PostalAddress',
    streetAddress: postal ? parts.slice(0, -1).join(', ') || last : address.trim(),
    ...(postal ? { postalCode: postal[1], addressLocality: postal[2] } : {}),
    addressCountry: 'DK',
  };
}

/**
 * The business (schema.org LocalBusiness): name, address and CVR (`taxID`) from the owner's
 * settings, where it flies (its active zones, else Denmark), how to reach it (the e-mail, the
 * phone and the social profiles as `sameAs`, each only when set: never a stand-in), and its
 * logo/picture. None until the owner has saved the business's details: an address is required.
 */
export function localBusinessJsonLd(site: SiteFacts): Json | undefined {
  if (!site.business) return undefined;
  const url = trimSlash(site.siteUrl);
  const image = absoluteImageUrl(url, site.heroImage) ?? `${url}/logo.svg`;
  const areaServed =
    site.zones.length > 0
      ? site.zones.map((name) => ({ '@type': 'City', name }))
      : [{ '@type': 'Country', name: seoTexts.country }];
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}/#business`,
    name: site.business.name,
    url: `${url}/`,
    image,
    logo: `${url}/logo.svg`,
    address: postalAddress(site.business.address),
    ...(site.business.cvr ? { taxID: site.business.cvr } : {}),
    areaServed,
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.sameAs.length > 0 ? { sameAs: site.sameAs } : {}),
    priceRange: 'DKK',
  };
}

/** A product with its one offer (schema.org Product + Offer), prices in whole DKK incl. moms. */
export function productJsonLd(site: SiteFacts, product: Product): Json {
  const url = pageUrl(site.siteUrl, 'product', { productId: product.id });
  const images = product.images
    .map((ref) => absoluteImageUrl(site.siteUrl, ref))
    .filter((image): image is string => image !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: shortDescription(product.description || product.name, 5000),
    url,
    ...(images.length > 0 ? { image: images } : {}),
    category: product.category,
    brand: { '@type': 'Brand', name: site.business?.name ?? site.siteName },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'DKK',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: site.business?.name ?? site.siteName },
    },
  };
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Title, description, canonical address, image and structured data of a prerendered page. */
export function pageSeo(
  site: SiteFacts,
  page: PrerenderedPageId,
  product?: Product,
  formatPrice: (amount: number) => string = (amount) => `${amount} kr`,
): PageSeo {
  const heroImage = absoluteImageUrl(site.siteUrl, site.heroImage);
  const business = localBusinessJsonLd(site);
  if (page === 'product' && product) {
    return {
      title: `${product.name} | ${site.siteName}`,
      description: shortDescription(
        product.description ||
          fill(seoTexts.productFallbackDescription, {
            name: product.name,
            price: formatPrice(product.price),
          }),
      ),
      canonical: pageUrl(site.siteUrl, 'product', { productId: product.id }),
      image: absoluteImageUrl(site.siteUrl, product.images[0]) ?? heroImage,
      ogType: 'product',
      jsonLd: [productJsonLd(site, product)],
    };
  }
  const id = page === 'product' ? 'products' : page;
  // Where we fly is said with the active zones' names ({area}), never more than they cover.
  const area = { area: coverageClaim(site.zones) };
  const title = fill(id === 'home' ? pages.home.title : pages[id].title, area);
  return {
    title: `${title} | ${site.siteName}`,
    description: fill(descriptions[id], area),
    canonical: trimSlash(site.siteUrl) + pagePath(id),
    image: heroImage,
    ogType: 'website',
    jsonLd: (id === 'home' || id === 'contact') && business ? [business] : [],
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The <head> tags of a page (title, description, canonical, Open Graph, Twitter, JSON-LD). */
export function seoHeadHtml(seo: PageSeo, siteName: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(seo.title)}</title>`,
    meta('name', 'description', seo.description),
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}" />`,
    meta('property', 'og:type', seo.ogType),
    meta('property', 'og:locale', 'da_DK'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', seo.canonical),
    meta('property', 'og:image', seo.image),
    meta('name', 'twitter:card', seo.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', seo.image),
    ...seo.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * sitemap.xml: the prerendered pages crawlers may read (not the search) and every public
 * product (the catalogue lists only public products). No page that needs an account, no
 * booking step, no sign-in page.
 */
export function sitemapXml(siteUrl: string, products: readonly Pick<Product, 'id'>[]): string {
  const base = trimSlash(siteUrl);
  const listed = prerenderedPageIds.filter(
    (id): id is Exclude<PrerenderedPageId, 'product'> =>
      id !== 'product' && !(disallowedPageIds as readonly PageId[]).includes(id),
  );
  const urls = [
    ...listed.map((id) => base + pagePath(id)),
    ...products.map((product) => pageUrl(base, 'product', { productId: product.id })),
  ];
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** The pages robots.txt keeps crawlers out of: accounts, the admin, the booking steps. */
export const disallowedPageIds = [
  'admin',
  'profile',
  'booking',
  'payment',
  'bookingConfirmed',
  'manageBooking',
  'gallery',
  'rateBooking',
  'unsubscribe',
  'newsletterConfirm',
  'updatePassword',
  'resetPassword',
  'emailConfirmed',
  'login',
  'signup',
  'buyCredits',
  'search',
] as const satisfies readonly PageId[];

/** `/booking/:productId` → `/booking/`: the part of the path every address of the page shares. */
const pathPrefix = (path: string) => path.replace(/:[^/]+.*$/, '');

/** robots.txt: everything else may be crawled; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  const disallowed = [
    ...disallowedPageIds.map((id) => pathPrefix(pages[id].path)),
    '/api/',
    '/_local/',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${trimSlash(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
