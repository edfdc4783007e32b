import { describe, expect, it } from 'vitest';
import { fillContent } from './fill-content';

describe('fillContent', () => {
  it('replaces every known placeholder', () => {
    expect(fillContent('{count} resultater for "{query}"', { count: 3, query: 'bolig' })).toBe(
      '3 resultater for "bolig"',
    );
  });

  it('keeps unknown placeholders and text without placeholders', () => {
    expect(fillContent('Ingen resultater for "{qery}"', { query: 'x' })).toBe(
      'Ingen resultater for "{qery}"',
    );
    expect(fillContent('Søger...', {})).toBe('Søger...');
  });
});
