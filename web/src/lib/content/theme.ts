/**
 * Theme colours from site content: the six colour entries become CSS variables
 * (`primary-color` → `--color-primary`), each with a readable text colour for content
 * drawn on it (`--color-on-primary`: white or dark, whichever contrasts more).
 */
import { resolveContent, type ContentValues } from './resolve-content';

export const themeColorKeys = [
  'primary-color',
  'secondary-color',
  'accent-color',
  'success-color',
  'warning-color',
  'error-color',
] as const;

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const lightText = '#ffffff';
export const darkText = '#0f172a';

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance of a #rgb / #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or dark text, whichever is easier to read on `background`. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, lightText) >= contrastRatio(background, darkText)
    ? lightText
    : darkText;
}

/** CSS custom properties for the theme colours; invalid stored values are skipped. */
export function themeVariables(values: ContentValues): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const key of themeColorKeys) {
    const value = resolveContent(values, key).trim();
    if (!hexColor.test(value)) continue;
    const name = key.replace(/-color$/, '');
    vars[`--color-${name}`] = value;
    vars[`--color-on-${name}`] = readableTextColor(value);
  }
  return vars;
}
