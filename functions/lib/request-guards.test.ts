import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assertCleanText,
  assertPlausiblePathParams,
  containsDisallowedText,
  disallowedTextPath,
  hasDisallowedCharacter,
  maxPathParamLength,
} from './request-guards';

describe('disallowed characters', () => {
  it.each(['\u0000', '\u0007', '\u007F', '\u0085', '\u200B', '\u202E', '\u2066', '\uFEFF'])(
    'finds U+%s',
    (char) => expect(hasDisallowedCharacter(`Vej ${char}1`)).toBe(true),
  );

  it('allows Danish text, line breaks, tabs and emoji sequences with joiners', () => {
    for (const text of ['Æblevej 2, 8000 Aarhus C', 'Linje 1\nLinje 2\tfane', 'Familie 👨‍👩‍👧'])
      expect(hasDisallowedCharacter(text)).toBe(false);
  });

  it('looks into nested bodies, keys included', () => {
    expect(containsDisallowedText({ a: [{ b: 'ok' }, { c: 'x\u202E' }] })).toBe(true);
    expect(containsDisallowedText({ ['k\u0000']: 1 })).toBe(true);
    expect(containsDisallowedText({ a: [1, true, null, { b: 'fint' }] })).toBe(false);
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => typeof containsDisallowedText(value) === 'boolean'),
    );
  });
});

describe('path ids', () => {
  it('passes ids of any plausible size and refuses empty, oversized and hidden-character ids', () => {
    expect(() => assertPlausiblePathParams({ id: 'b'.repeat(maxPathParamLength) })).not.toThrow();
    for (const id of ['', 'b'.repeat(maxPathParamLength + 1), 'a\u0000b'])
      expect(() => assertPlausiblePathParams({ id })).toThrow('Ikke fundet');
  });
});

describe('the field at fault', () => {
  it('is named by its path, and an address as an address', () => {
    expect(disallowedTextPath({ a: [{ b: 'ok' }, { c: 'x\u202E' }] })).toEqual(['a', '1', 'c']);
    expect(disallowedTextPath({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(disallowedTextPath('fint')).toBeNull();
    expect(() => assertCleanText({ address: 'Vej 1\u200B' })).toThrow(
      'Adressen indeholder ugyldige tegn',
    );
    expect(() => assertCleanText({ code: 'X\u0007' })).toThrow('Teksten indeholder ugyldige tegn');
  });
});
