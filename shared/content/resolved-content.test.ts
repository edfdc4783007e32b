import { describe, expect, it } from 'vitest';
import { contentCatalog, contentFallback } from './catalog';
import { resolvedContent } from './resolved-content';

const valueOf = (rows: ReturnType<typeof resolvedContent>, key: string) =>
  rows.find((row) => row.key === key)?.value;

describe('resolvedContent', () => {
  it('answers the stored value of a catalogue key', () => {
    const rows = resolvedContent([{ key: 'hero-title', type: 'text', value: 'Ny titel' }]);
    expect(valueOf(rows, 'hero-title')).toBe('Ny titel');
  });

  it('answers the fallback when nothing or only blanks are stored', () => {
    const rows = resolvedContent([{ key: 'hero-title', type: 'text', value: '  ' }]);
    expect(valueOf(rows, 'hero-title')).toBe(contentFallback('hero-title'));
    expect(valueOf(rows, 'services-title')).toBe('Vores tjenester');
  });

  it('covers every catalogue entry that has a value or a fallback', () => {
    const rows = resolvedContent([]);
    const expected = contentCatalog.filter((entry) => entry.fallback.trim() !== '');
    expect(rows.map((row) => row.key)).toEqual(expected.map((entry) => entry.key));
  });

  it('leaves out an image with neither a stored URL nor a fallback', () => {
    expect(valueOf(resolvedContent([]), 'hero-image')).toBeUndefined();
    const rows = resolvedContent([{ key: 'hero-image', type: 'image', value: '/media/x.webp' }]);
    expect(valueOf(rows, 'hero-image')).toBe('/media/x.webp');
  });

  it('keeps stored entries the catalogue does not know, unless blank', () => {
    const rows = resolvedContent([
      { key: 'kampagne-tekst', type: 'text', value: 'Sommertilbud' },
      { key: 'tom-tekst', type: 'text', value: ' ' },
    ]);
    expect(valueOf(rows, 'kampagne-tekst')).toBe('Sommertilbud');
    expect(valueOf(rows, 'tom-tekst')).toBeUndefined();
  });
});
