/**
 * The Danish words the site's always-loaded texts need (weekday names, a list joined with 'og'),
 * apart from the date and money formats in danish-format.ts: the public pages' first load
 * fills the footer's opening hours and the zone names with these alone, so the formats stay in
 * the chunks of the pages that show dates and amounts.
 */

export const danishWeekdays = [
  'mandag',
  'tirsdag',
  'onsdag',
  'torsdag',
  'fredag',
  'lørdag',
  'søndag',
] as const;

/** A Danish list: 'Aarhus', 'Aarhus og Odense', 'Aarhus, København og Odense'. */
export function danishList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
}
