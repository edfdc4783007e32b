import { describe, expect, it } from 'vitest';
import { editorSupport } from '@web/lib/content/editor-support';
import { colourContrast as check } from './contrast';

const colourContrast = (colour: string) => check(colour, editorSupport);

describe('theme colour contrast', () => {
  it('passes the default blue and the red of the acceptance check', () => {
    expect(colourContrast('#1d4ed8').every((c) => c.ok)).toBe(true);
    expect(colourContrast('#B91C1C').every((c) => c.ok)).toBe(true);
  });
  it('warns for a light yellow used as text on white', () => {
    const [onWhite, withText] = colourContrast('#fde047');
    expect(onWhite).toMatchObject({ against: 'white', ok: false });
    expect(onWhite!.ratio).toBeLessThan(2);
    expect(withText).toMatchObject({ against: 'ownText', ok: true });
  });
  it('says nothing about a value that is not a colour', () => {
    expect(colourContrast('rød')).toEqual([]);
  });
});
