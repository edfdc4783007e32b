/** Star display of a rating (1–5): full stars, a half star when the fraction is at least .5. */
export type StarKind = 'full' | 'half' | 'empty';

export function starsOf(rating: number, max = 5): StarKind[] {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  return Array.from({ length: max }, (_, i) => {
    if (i < full) return 'full';
    if (i === full && half) return 'half';
    return 'empty';
  });
}

// Formatters are made once, on first use: `toLocale*String` builds a new one on every call,
// which costs more than the rest of rendering a review card.
let ratingFormat: Intl.NumberFormat | undefined;
let reviewDateFormat: Intl.DateTimeFormat | undefined;

/** Visible rating text: 4.5 → "4,5 ud af 5 stjerner". */
export function ratingLabel(rating: number, max = 5): string {
  ratingFormat ??= new Intl.NumberFormat('da-DK', { maximumFractionDigits: 3 });
  return `${ratingFormat.format(rating)} ud af ${max} stjerner`;
}

/** The date of a review in Danish: "3. maj 2026". */
export function formatReviewDate(iso: string): string {
  reviewDateFormat ??= new Intl.DateTimeFormat('da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return reviewDateFormat.format(new Date(iso));
}

/** At most the first 4 images of a review (product §3). */
export const shownImages = (images: readonly string[] | null | undefined): string[] =>
  (images ?? []).slice(0, 4);
