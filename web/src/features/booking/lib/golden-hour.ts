import type { GoldenHour } from '../../../../../shared/api/availability';

/** Which golden hour a slot lies in, for the badge's accessible description. */
export function goldenHourTitle(goldenHour: GoldenHour): string {
  return goldenHour === 'morning' ? 'Gyldne time efter solopgang' : 'Gyldne time før solnedgang';
}
