import { describe, expect, it } from 'vitest';
import type { PortfolioItem, Product, SiteContent } from '@shared/api/entities';
import { contentSearchPage } from '@shared/site/content-pages';
import { matchCatalog, maxHitsPerGroup } from './match-catalog';
import { foldDanish, normaliseSearchQuery } from './search-text';

const product = (id: number, name: string, category: Product['category'], description = '') =>
  ({
    id,
    name,
    description,
    price: 1000,
    category,
    images: [],
    links: [],
    is_editing_included: false,
    editing_price: null,
    duration_minutes: 30,
  }) as Product;

const item = (id: string, title: string) =>
  ({
    id,
    title,
    image_url: '',
    likes: 0,
    dislikes: 0,
    created_at: '',
    user_reaction: 'none',
  }) as PortfolioItem;

const text = (
  key: string,
  value: string,
  type: SiteContent['type'] = 'text',
  category = 'hero',
  description = '',
): SiteContent => ({ id: key, key, type, value, description, category });

const sources = {
  products: [
    product(1, 'Dronefoto – Bolig', 'photo', 'Luftfotos til boligsalg'),
    product(2, 'Dronevideo – Event', 'video', 'Film af din fest'),
  ],
  portfolio: [item('a', 'Havvindmøller i Øresund'), item('b', 'Villa i Århus')],
  content: [
    text('hero-title', 'Danmark set fra oven'),
    text('hero-image', 'https://x/bolig.jpg', 'image'),
    text('nav-contact', 'Kontakt', 'text', 'navigation', 'Menupunkt til kontaktsiden'),
    text(
      'profile-contact-link',
      'Kontakt os',
      'text',
      'profile',
      'Link fra profilen til kontaktsiden',
    ),
    text('contact-title', 'Kontakt os', 'text', 'contact', 'Overskrift på kontaktsiden'),
  ],
};

describe('search text', () => {
  it('normalises the query: trimmed, collapsed, Danish lower case', () => {
    expect(normaliseSearchQuery('  ØRESUND   Bolig ')).toBe('øresund bolig');
    expect(normaliseSearchQuery('   ')).toBe('');
    expect(normaliseSearchQuery(undefined)).toBe('');
    expect(normaliseSearchQuery('x'.repeat(500))).toHaveLength(100);
  });

  it('folds the old spelling aa to å', () => {
    expect(foldDanish('Aarhus')).toBe(foldDanish('ÅRHUS'));
  });
});

describe('matchCatalog', () => {
  it('finds products by name, case-insensitively, and counts the hits', () => {
    const found = matchCatalog('BOLIG', { ...sources, pages: [] });
    expect(found.products.map((p) => p.id)).toEqual([1]);
    expect(found.total).toBe(1);
    expect(found.query).toBe('BOLIG');
  });

  it('finds products by Danish category words', () => {
    expect(matchCatalog('billeder', sources).products.map((p) => p.id)).toEqual([1]);
    expect(matchCatalog('optagelser', sources).products.map((p) => p.id)).toEqual([2]);
    expect(matchCatalog('video', sources).products.map((p) => p.id)).toEqual([2]);
  });

  it('matches æ ø å in any case, and aa as å', () => {
    expect(matchCatalog('øresund', sources).portfolio.map((i) => i.id)).toEqual(['a']);
    expect(matchCatalog('aarhus', sources).portfolio.map((i) => i.id)).toEqual(['b']);
    expect(matchCatalog('ærø', sources).total).toBe(0);
  });

  it('needs every word of the query', () => {
    expect(matchCatalog('dronefoto bolig', sources).products).toHaveLength(1);
    expect(matchCatalog('dronefoto event', sources).products).toHaveLength(0);
  });

  it('finds static pages by title, description and keywords', () => {
    expect(matchCatalog('kontakt', sources).pages.map((p) => p.path)).toContain('/contact');
    expect(matchCatalog('nyhedsbrev', sources).pages.map((p) => p.path)).toEqual(['/contact']);
    expect(matchCatalog('anmeldelser', sources).pages[0]).toEqual({
      path: '/ratings',
      title: 'Anmeldelser',
      description: expect.any(String) as string,
    });
  });

  it('finds site texts by what a visitor reads, not by image addresses, keys or descriptions', () => {
    expect(matchCatalog('oven', sources).content.map((c) => c.key)).toEqual(['hero-title']);
    expect(matchCatalog('bolig.jpg', sources).content).toEqual([]);
    expect(matchCatalog('hero-image', sources).content).toEqual([]);
    expect(matchCatalog('menupunkt', sources).content).toEqual([]);
  });

  it('leaves out menu, footer and profile labels: only texts of a page body, on that page', () => {
    const hits = matchCatalog('kontakt', sources).content;
    expect(hits.map((c) => c.key)).toEqual(['contact-title']);
    expect(contentSearchPage(hits[0]!)).toBe('/contact');
  });

  it('puts headline matches first and caps each group', () => {
    const many = Array.from({ length: 30 }, (_, i) => product(i + 10, `Pakke ${i}`, 'photo'));
    const withDescriptionHit = product(99, 'Anden', 'photo', 'Pakke');
    const found = matchCatalog('pakke', { ...sources, products: [withDescriptionHit, ...many] });
    expect(found.products).toHaveLength(maxHitsPerGroup);
    expect(found.products[0]?.id).toBe(10);
    expect(found.products.map((p) => p.id)).not.toContain(99);
  });

  it('gives nothing for an empty query', () => {
    expect(matchCatalog('', sources).total).toBe(0);
  });
});
