import { describe, expect, it } from 'vitest';
import type { Product } from '../api/entities';
import { pageIds, pages } from './pages';
import {
  disallowedPageIds,
  localBusinessJsonLd,
  pageSeo,
  postalAddress,
  prerenderedPageIds,
  productJsonLd,
  robotsTxt,
  seoHeadHtml,
  sitemapXml,
  type SiteFacts,
} from './seo';

const site: SiteFacts = {
  siteUrl: 'https://dronefoto.dk',
  siteName: 'Dronefoto',
  heroImage: '/media/hero.webp',
  email: 'kontakt@luftfoto.example.dk',
  phone: '+45 70 70 70 70',
  sameAs: ['https://www.facebook.com/luftfoto', 'https://www.instagram.com/luftfoto'],
  business: { name: 'Dronefoto ApS', address: 'Eksempelvej 1, 8000 Aarhus C', cvr: '12345678' },
  zones: ['Aarhus', 'Silkeborg'],
};

const product = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  name: `Produkt ${id}`,
  description: 'Luftfotos af boligen.',
  price: 1499,
  category: 'photo',
  images: ['/media/demo/villa-garden.webp'],
  links: [],
  is_editing_included: true,
  editing_price: null,
  duration_minutes: 60,
  ...overrides,
});

/**
 * The properties the structured data must carry, from schema.org's type definitions and
 * Google's structured data documentation:
 * - LocalBusiness: https://developers.google.com/search/docs/appearance/structured-data/local-business
 *   (required: name, address; recommended: telephone, url, priceRange, image, ...) and
 *   https://schema.org/LocalBusiness (areaServed, email, logo).
 * - PostalAddress: https://schema.org/PostalAddress (Google recommends streetAddress,
 *   addressLocality, postalCode, addressCountry as an ISO 3166-1 alpha-2 code).
 * - Product: https://developers.google.com/search/docs/appearance/structured-data/product-snippet
 *   (required: name, and one of offers, review or aggregateRating; recommended: image,
 *   description, brand) and https://schema.org/Product.
 * - Offer: https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
 *   (required: price, priceCurrency as ISO 4217; recommended: availability as a schema.org
 *   ItemAvailability URL, url) and https://schema.org/Offer.
 * Review and aggregateRating are not used: Google ignores self-serving reviews of a
 * LocalBusiness (2019), and the site's ratings are its own customers' reviews of itself.
 */
const schema = {
  LocalBusiness: {
    required: ['@context', '@type', 'name', 'address'],
    recommended: ['url', 'telephone', 'image', 'priceRange', 'areaServed', 'email'],
  },
  PostalAddress: {
    required: ['@type', 'streetAddress', 'addressCountry'],
    recommended: ['postalCode', 'addressLocality'],
  },
  Product: {
    required: ['@context', '@type', 'name', 'offers'],
    recommended: ['image', 'description', 'brand', 'url'],
  },
  Offer: {
    required: ['@type', 'price', 'priceCurrency'],
    recommended: ['availability', 'url'],
  },
} as const;

function expectProperties(data: Record<string, unknown>, type: keyof typeof schema) {
  expect(data['@type']).toBe(type);
  for (const name of [...schema[type].required, ...schema[type].recommended]) {
    expect(data[name], `${type}.${name}`).toBeDefined();
    expect(data[name], `${type}.${name}`).not.toBe('');
  }
}

const absoluteUrl = /^https:\/\/[^\s]+$/;

/** Nowhere in the data: review markup (no self-serving reviews). */
function expectNoReviews(data: unknown) {
  const json = JSON.stringify(data);
  expect(json).not.toContain('aggregateRating');
  expect(json).not.toMatch(/"review"|"Review"/);
}

describe('JSON-LD LocalBusiness', () => {
  it("carries schema.org's and Google's required and recommended properties, from the owner's settings", () => {
    const data = localBusinessJsonLd(site)!;
    expectProperties(data, 'LocalBusiness');
    expect(data['@context']).toBe('https://schema.org');
    expect(data.name).toBe('Dronefoto ApS');
    expect(data.url).toMatch(absoluteUrl);
    expect(data.image).toBe('https://dronefoto.dk/media/hero.webp');
    expect(data.telephone).toBe('+45 70 70 70 70');
    expect(data.email).toBe('kontakt@luftfoto.example.dk');
    expect(data.taxID).toBe('12345678');
    expect(data.sameAs).toEqual([
      'https://www.facebook.com/luftfoto',
      'https://www.instagram.com/luftfoto',
    ]);
    expect(data.areaServed).toEqual([
      { '@type': 'City', name: 'Aarhus' },
      { '@type': 'City', name: 'Silkeborg' },
    ]);
    const address = data.address as Record<string, unknown>;
    expectProperties(address, 'PostalAddress');
    expect(address).toMatchObject({
      streetAddress: 'Eksempelvej 1',
      postalCode: '8000',
      addressLocality: 'Aarhus C',
      addressCountry: 'DK',
    });
    expectNoReviews(data);
  });

  it('claims no contact the owner has not set: no e-mail, phone or profiles stand in', () => {
    const data = localBusinessJsonLd({ ...site, email: '', phone: '', sameAs: [] })!;
    expect(data.name).toBe('Dronefoto ApS');
    for (const key of ['email', 'telephone', 'sameAs']) expect(data, key).not.toHaveProperty(key);
  });

  it('serves Denmark without zones, and is left out until the business details are saved', () => {
    expect(localBusinessJsonLd({ ...site, zones: [] })!.areaServed).toEqual([
      { '@type': 'Country', name: 'Danmark' },
    ]);
    expect(localBusinessJsonLd({ ...site, business: null })).toBeUndefined();
  });

  it('keeps an address it cannot split as the street, in Denmark', () => {
    expect(postalAddress('Et sted på Fyn')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Et sted på Fyn',
      addressCountry: 'DK',
    });
  });

  it('is on the home and contact pages only', () => {
    const withBusiness = prerenderedPageIds.filter((id) =>
      pageSeo(site, id, product(1)).jsonLd.some((d) => d['@type'] === 'LocalBusiness'),
    );
    expect(withBusiness.sort()).toEqual(['contact', 'home']);
  });
});

describe('JSON-LD Product and Offer', () => {
  it('carries the required and recommended properties, the price in DKK', () => {
    const data = productJsonLd(site, product(7, { price: 2499 }));
    expectProperties(data, 'Product');
    expect(data.name).toBe('Produkt 7');
    expect(data.url).toBe('https://dronefoto.dk/product/7');
    expect(data.image).toEqual(['https://dronefoto.dk/media/demo/villa-garden.webp']);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Dronefoto ApS' });
    const offer = data.offers as Record<string, unknown>;
    expectProperties(offer, 'Offer');
    // schema.org: price as a number with '.' as the decimal separator; ISO 4217 currency.
    expect(offer.price).toBe('2499.00');
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offer.priceCurrency).toBe('DKK');
    expect(offer.availability).toBe('https://schema.org/InStock');
    expect(offer.url).toMatch(absoluteUrl);
    expectNoReviews(data);
  });

  it('leaves out images it cannot make absolute (a YouTube video)', () => {
    const data = productJsonLd(site, product(2, { images: ['youtube:aqz-KE-bpKQ'] }));
    expect(data.image).toBeUndefined();
  });
});

describe('page tags', () => {
  it('gives every prerendered page a Danish title, description, canonical URL and image', () => {
    for (const id of prerenderedPageIds) {
      const seo = pageSeo(site, id, product(1));
      expect(seo.title, id).toMatch(/ \| Dronefoto$/);
      expect(seo.description.length, id).toBeGreaterThan(15);
      expect(seo.description.length, id).toBeLessThanOrEqual(160);
      expect(seo.canonical, id).toMatch(absoluteUrl);
      expect(seo.image, id).toMatch(absoluteUrl);
    }
  });

  it('names a product page after the product, with its own picture', () => {
    const seo = pageSeo(site, 'product', product(3, { name: 'Bolig' }));
    expect(seo.title).toBe('Bolig | Dronefoto');
    expect(seo.canonical).toBe('https://dronefoto.dk/product/3');
    expect(seo.image).toBe('https://dronefoto.dk/media/demo/villa-garden.webp');
    expect(seo.ogType).toBe('product');
  });

  it('writes escaped Open Graph, Twitter and JSON-LD tags that nothing can break out of', () => {
    const seo = pageSeo(site, 'product', product(4, { name: 'A "stor" <b>&</b> </script>' }));
    const head = seoHeadHtml(seo, 'Dronefoto');
    expect(head).toContain('<meta property="og:title" content="A &quot;stor&quot; &lt;b&gt;&amp;');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta property="og:image" content="https://dronefoto.dk/media/');
    expect(head).not.toContain('</script> |');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('sitemap.xml', () => {
  const products = [product(1), product(2), product(15)];
  const xml = sitemapXml('https://dronefoto.dk/', products);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every public product and the public pages', () => {
    for (const p of products) expect(locs).toContain(`https://dronefoto.dk/product/${p.id}`);
    for (const path of ['/', '/products', '/portfolio', '/ratings', '/contact', '/coverage'])
      expect(locs).toContain(`https://dronefoto.dk${path}`);
    expect(locs).toContain('https://dronefoto.dk/handelsbetingelser');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('lists no private page: no account, admin, booking step or sign-in page', () => {
    const listed = new Set(locs.map((loc) => new URL(loc!).pathname));
    for (const id of pageIds) {
      if (pages[id].access !== 'public' || (disallowedPageIds as readonly string[]).includes(id)) {
        const path = pages[id].path.replace(/:[^/]+.*$/, '');
        for (const loc of listed)
          expect(loc === path || loc.startsWith(`${path}/`), `${id}: ${loc}`).toBe(false);
      }
    }
    // Every prerendered page but the products' pattern and the search (crawlers stay out).
    expect(locs.length).toBe(prerenderedPageIds.length - 2 + products.length);
    expect(locs).not.toContain('https://dronefoto.dk/search');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the admin, the profile and the booking steps, and names the sitemap', () => {
    const robots = robotsTxt('https://dronefoto.dk');
    for (const path of [
      '/admin',
      '/profile',
      '/booking/',
      '/payment',
      '/booking-confirmed',
      '/api/',
    ])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://dronefoto.dk/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/(products|product\/|portfolio|contact)\b/);
  });
});
