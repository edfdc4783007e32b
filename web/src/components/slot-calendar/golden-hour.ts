import type { GoldenHour } from '@shared/api/availability';
import { bookingPageTexts } from '@shared/texts/booking';

/** Which golden hour a slot lies in, for the badge's accessible description. */
export function goldenHourTitle(goldenHour: GoldenHour): string {
  return goldenHour === 'morning'
    ? bookingPageTexts.goldenHourMorning
    : bookingPageTexts.goldenHourEvening;
}
