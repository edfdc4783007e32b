/**
 * WCAG AA contrast of a theme colour where the site uses it: as text (links, prices,
 * messages) on the white page, and as a background under its own text colour (buttons,
 * badges: white or dark, whichever reads better). Below 4.5:1 the editor warns.
 */
import type { EditorSupport } from '@web/lib/content/editor-support';

export const minimumTextContrast = 4.5;

export interface ContrastCheck {
  against: 'white' | 'ownText';
  ratio: number;
  ok: boolean;
}

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function colourContrast(
  colour: string,
  { contrastRatio, lightText, readableTextColor }: EditorSupport,
): ContrastCheck[] {
  if (!hexColor.test(colour.trim())) return [];
  const value = colour.trim();
  const round = (ratio: number) => Math.floor(ratio * 10) / 10;
  const onWhite = round(contrastRatio(value, lightText));
  const withText = round(contrastRatio(value, readableTextColor(value)));
  return [
    { against: 'white', ratio: onWhite, ok: onWhite >= minimumTextContrast },
    { against: 'ownText', ratio: withText, ok: withText >= minimumTextContrast },
  ];
}
