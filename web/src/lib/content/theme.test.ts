import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolvedContent } from '@shared/content/resolved-content';
import { contentValues, resolveContent } from './resolve-content';
import { contrastRatio, readableTextColor, themeVariables } from './theme';

describe('resolveContent', () => {
  it('answers the value the server resolved, and nothing for a key it left out', () => {
    const values = contentValues(
      resolvedContent([
        { key: 'hero-title', type: 'text', value: 'Luftfoto i Aarhus' },
        { key: 'hero-subtitle', type: 'text', value: '   ' },
      ]),
    );
    expect(resolveContent(values, 'hero-title')).toBe('Luftfoto i Aarhus');
    expect(resolveContent(values, 'hero-subtitle')).toMatch(/^Vi fanger din bolig/);
    expect(resolveContent(values, 'not-found-title')).toBe('Siden blev ikke fundet');
    expect(resolveContent(values, 'hero-image')).toBe('');
  });
});

describe('theme colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBeCloseTo(1, 5);
  });

  it('picks readable text for light and dark backgrounds', () => {
    expect(readableTextColor('#1d4ed8')).toBe('#ffffff');
    expect(readableTextColor('#fde68a')).toBe('#0f172a');
  });

  it('turns stored colour entries into CSS variables and skips invalid values', () => {
    const vars = themeVariables(
      contentValues(
        resolvedContent([
          { key: 'primary-color', type: 'color', value: '#ff0000' },
          { key: 'accent-color', type: 'color', value: 'red; background: url(x)' },
        ]),
      ),
    );
    expect(vars['--color-primary']).toBe('#ff0000');
    expect(vars['--color-on-primary']).toBeDefined();
    expect(vars['--color-accent']).toBeUndefined();
    expect(vars['--color-secondary']).toBe('#0f172a');
    expect(vars['--color-on-secondary']).toBe('#ffffff');
  });

  it('gives every default brand colour at least 4.5:1 contrast with its text colour', () => {
    const vars = themeVariables(contentValues(resolvedContent([])));
    for (const name of ['primary', 'secondary', 'success', 'warning', 'error', 'accent']) {
      const bg = vars[`--color-${name}`]!;
      const fg = vars[`--color-on-${name}`]!;
      expect(contrastRatio(bg, fg), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the stylesheet defaults equal to the catalogue colours', () => {
    const css = readFileSync(new URL('../../styles/theme.css', import.meta.url), 'utf8');
    const vars = themeVariables(contentValues(resolvedContent([])));
    for (const [name, value] of Object.entries(vars)) {
      expect(css, name).toContain(`${name}: ${value};`);
    }
  });
});
