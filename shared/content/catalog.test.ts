import { describe, expect, it } from 'vitest';
import { contentCatalog, contentCategories, contentFallback } from './catalog';
import { contentDescriptions } from './descriptions';

/** Texts that are empty until the owner writes one: the page says the data instead. */
const ownTextOnly = new Set(['contact-hours']);

describe('content catalogue', () => {
  it('has unique kebab-case keys', () => {
    const keys = contentCatalog.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('describes every entry for the admin editor', () => {
    for (const entry of contentCatalog) {
      expect(contentDescriptions[entry.key].trim().length, entry.key).toBeGreaterThan(5);
      expect(entry.category, entry.key).toMatch(/^[a-z-]+$/);
    }
  });

  it('has a fallback text for every text entry', () => {
    for (const entry of contentCatalog.filter((e) => e.type === 'text')) {
      if (ownTextOnly.has(entry.key)) continue;
      expect(entry.fallback.trim(), entry.key).not.toBe('');
    }
  });

  it('has the six theme colours as hex values in category colors', () => {
    const colours = contentCatalog.filter((e) => e.type === 'color');
    expect(colours.map((e) => e.key).sort()).toEqual(
      [
        'accent-color',
        'error-color',
        'primary-color',
        'secondary-color',
        'success-color',
        'warning-color',
      ].sort(),
    );
    for (const entry of colours) {
      expect(entry.category).toBe('colors');
      expect(entry.fallback).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('uses every standard category', () => {
    const used = new Set(contentCatalog.map((e) => e.category));
    for (const category of contentCategories) expect(used.has(category), category).toBe(true);
  });

  it('keeps the texts the specification fixes', () => {
    expect(contentFallback('not-found-title')).toBe('Siden blev ikke fundet');
    expect(contentFallback('nav-search-placeholder')).toBe('Søg produkter, portfolio...');
    expect(contentFallback('footer-link-products')).toBe('Fotos og optagelser');
    expect(contentFallback('contact-location')).toBe('Danmark');
  });

  it('has a fallback for every key except optional images and links', () => {
    for (const entry of contentCatalog) {
      if (entry.type === 'image' || entry.key.endsWith('-url') || ownTextOnly.has(entry.key))
        continue;
      expect(contentFallback(entry.key).trim(), entry.key).not.toBe('');
    }
  });

  it('keeps the exact texts the specification gives the public pages', () => {
    const spec: Record<string, string> = {
      'products-empty': 'Ingen produkter fundet',
      'products-show-all': 'Vis alle produkter',
      'products-filter-all': 'Alle',
      'products-filter-video': 'Optagelser',
      'products-filter-photo': 'Billeder',
      'products-details-button': 'Se detaljer',
      'products-book-button': 'Bestil nu',
      'product-book-button': 'Book Nu',
      'ratings-empty': 'Ingen anmeldelser fundet endnu.',
      'newsletter-submitting': 'Tilmelder...',
      'unsubscribe-confirm-button': 'Ja, afmeld mig',
      'unsubscribe-keep-button': 'Nej, behold mig på listen',
      'error-fallback-title': 'Noget gik galt',
      'search-placeholder': 'Søg produkter, portfolio...',
    };
    for (const [key, text] of Object.entries(spec)) expect(contentFallback(key), key).toBe(text);
  });

  it('gives the search templates their placeholders', () => {
    for (const key of ['search-count-one', 'search-count-many']) {
      expect(contentFallback(key)).toContain('{count}');
      expect(contentFallback(key)).toContain('{query}');
    }
    expect(contentFallback('search-no-results')).toContain('{query}');
  });

  it('answers an empty fallback for unknown keys', () => {
    expect(contentFallback('does-not-exist')).toBe('');
  });
});
