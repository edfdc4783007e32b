/**
 * The business's opening hours in running Danish, from the weekly booking hours, for the contact
 * page (a module of its own, so the public pages' first load does not carry it).
 */
import { weekdays, type Weekday } from '../domain/weekdays';
import { danishWeekdays } from '../domain/danish-words';
import { fillText } from '../texts/fill';
import { siteFactTexts as t } from '../texts/site-facts';

export interface WeeklyHours {
  day: Weekday;
  start: string;
  end: string;
}

/** '08:00' → '8.00' (the Danish way of writing a time of day in running text). */
const clock = (time: string): string => {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}.${minutes}`;
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The opening hours as lines, Monday first, days with the same hours joined:
 * ['Mandag–lørdag: 8.00–20.00', 'Søndag: Lukket']. Empty when no day has hours (the page
 * then says nothing rather than 'closed every day').
 */
export function openingHoursLines(periods: readonly WeeklyHours[]): string[] {
  if (periods.length === 0) return [];
  const hoursOf = weekdays.map((day) => {
    const ofDay = periods
      .filter((period) => period.day === day)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((period) =>
        fillText(t.timeRange, { start: clock(period.start), end: clock(period.end) }),
      );
    return ofDay.length > 0 ? ofDay.join(', ') : t.closed;
  });
  const lines: string[] = [];
  let first = 0;
  for (let index = 1; index <= weekdays.length; index += 1) {
    if (index < weekdays.length && hoursOf[index] === hoursOf[first]) continue;
    const last = index - 1;
    const days =
      first === last
        ? capitalised(danishWeekdays[first]!)
        : fillText(t.dayRange, {
            first: capitalised(danishWeekdays[first]!),
            last: danishWeekdays[last]!,
          });
    lines.push(fillText(t.hoursLine, { days, hours: hoursOf[first]! }));
    first = index;
  }
  return lines;
}
