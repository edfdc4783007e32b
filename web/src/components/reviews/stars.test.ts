import { describe, expect, it } from 'vitest';
import { formatReviewDate, ratingLabel, shownImages, starsOf } from './stars';

describe('star display', () => {
  it('shows full stars and a half star from .5', () => {
    expect(starsOf(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsOf(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starsOf(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('labels and dates in Danish', () => {
    expect(ratingLabel(4.5)).toBe('4,5 ud af 5 stjerner');
    expect(formatReviewDate('2026-05-03T10:00:00.000Z')).toBe('3. maj 2026');
  });

  it('shows at most 4 images', () => {
    expect(shownImages(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd']);
    expect(shownImages(null)).toEqual([]);
  });
});
