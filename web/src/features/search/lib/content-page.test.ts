import { describe, expect, it } from 'vitest';
import { contentPagePath } from './content-page';

describe('contentPagePath', () => {
  it('links a text to the page of its category, and the rest to the home page', () => {
    expect(contentPagePath('contact')).toBe('/contact');
    expect(contentPagePath('newsletter')).toBe('/contact');
    expect(contentPagePath('products')).toBe('/products');
    expect(contentPagePath('ratings')).toBe('/ratings');
    expect(contentPagePath('hero')).toBe('/');
    expect(contentPagePath('footer')).toBe('/');
  });
});
