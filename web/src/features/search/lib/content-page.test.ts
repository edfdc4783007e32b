import { describe, expect, it } from 'vitest';
import { contentPagePath } from './content-page';

describe('contentPagePath', () => {
  it('links contact texts to the contact page and the rest to the home page', () => {
    expect(contentPagePath('contact')).toBe('/contact');
    expect(contentPagePath('hero')).toBe('/');
    expect(contentPagePath('footer')).toBe('/');
  });
});
