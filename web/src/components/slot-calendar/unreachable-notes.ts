/**
 * Why free times of a day are not shown, in true words (issue 39): the drive from the pilot's
 * base and home again within the working day, or the drive to or from another shoot that day.
 * A day with both gets both sentences.
 */
import type { AvailabilityDay } from '@shared/api/availability';
import { bookingTexts as t } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';

const counted = (count: number, one: string, many: string) =>
  count === 1 ? one : fillText(many, { count });

/** The sentences under a day's times (none when the drive hides nothing). */
export function unreachableNotes(
  day: Pick<AvailabilityDay, 'unreachable' | 'unreachable_from_base'>,
): string[] {
  const fromBase = day.unreachable_from_base;
  const otherShoot = day.unreachable - fromBase;
  const notes: string[] = [];
  if (fromBase > 0)
    notes.push(counted(fromBase, t.unreachableFromBaseOnDayOne, t.unreachableFromBaseOnDay));
  if (otherShoot > 0) notes.push(counted(otherShoot, t.unreachableOnDayOne, t.unreachableOnDay));
  return notes;
}

/** The window's sentences above the calendar: which drives hide times on some days. */
export function unreachableWindowNotes(
  days: readonly Pick<AvailabilityDay, 'unreachable' | 'unreachable_from_base'>[],
): string[] {
  const notes: string[] = [];
  if (days.some((day) => day.unreachable_from_base > 0)) notes.push(t.unreachableFromBaseSomeDays);
  if (days.some((day) => day.unreachable > day.unreachable_from_base))
    notes.push(t.unreachableSomeDays);
  return notes;
}
