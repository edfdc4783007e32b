import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery, searchPath, searchTerm } from './search-query';

describe('search query', () => {
  it('trims and collapses whitespace, and refuses blank text', () => {
    expect(normalizeSearchQuery('  luftfoto   af  hus ')).toBe('luftfoto af hus');
    expect(normalizeSearchQuery('   ')).toBeNull();
    expect(normalizeSearchQuery('')).toBeNull();
  });

  it('builds an encoded search address', () => {
    expect(searchPath('drone & video')).toBe('/search?q=drone+%26+video');
    expect(new URLSearchParams(searchPath('Ærø ø/æ').split('?')[1]).get('q')).toBe('Ærø ø/æ');
  });

  it('matches on the trimmed lower-case term', () => {
    expect(searchTerm('  Ærø BILLEDER ')).toBe('ærø billeder');
    expect(searchTerm(null)).toBe('');
  });
});
