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

/** Visible rating text: 4.5 → "4,5 ud af 5 stjerner". */
export function ratingLabel(rating: number, max = 5): string {
  return `${rating.toLocaleString('da-DK')} ud af ${max} stjerner`;
}

/** The date of a review in Danish: "3. maj 2026". */
export function formatReviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString('da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** At most the first 4 images of a review (SPEC 3). */
export const shownImages = (images: readonly string[] | null | undefined): string[] =>
  (images ?? []).slice(0, 4);
