/**
 * Dates, times and amounts the Danish way, for the browser and the server alike: da-DK
 * dates ('mandag d. 23. november 2026'), the 24-hour clock ('08:30'), kroner with the
 * Danish thousands separator ('1.499 kr'), lengths of time ('1 t 30 min'), and a calendar
 * grid whose weeks start on Monday.
 * Booking dates are plain calendar dates (`YYYY-MM-DD`, local to Copenhagen); they are
 * computed with UTC arithmetic so the viewer's own time zone never shifts a day.
 */

import { danishWeekdays } from './danish-words';

/** Short weekday names for calendar column headers, Monday first. */
export const danishWeekdaysShort = ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'] as const;

export const danishMonths = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
] as const;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]?\d|2[0-3])[:.]([0-5]\d)/;
const dayMs = 86_400_000;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function partsOf(isoDate: string): DateParts {
  const match = isoDatePattern.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const utcMs = ({ year, month, day }: DateParts) => Date.UTC(year, month - 1, day);

const pad = (n: number) => String(n).padStart(2, '0');

function isoOfUtcMs(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 0 = Monday ... 6 = Sunday. */
export function mondayIndex(isoDate: string): number {
  return (new Date(utcMs(partsOf(isoDate))).getUTCDay() + 6) % 7;
}

/** The calendar date `days` later (or earlier when negative). */
export function addDays(isoDate: string, days: number): string {
  return isoOfUtcMs(utcMs(partsOf(isoDate)) + days * dayMs);
}

/** `2026-11-23` → `mandag d. 23. november 2026`. */
export function formatDanishDate(isoDate: string): string {
  const parts = partsOf(isoDate);
  const weekday = danishWeekdays[mondayIndex(isoDate)];
  return `${weekday} d. ${parts.day}. ${danishMonths[parts.month - 1]} ${parts.year}`;
}

/** `2026-11-23` → `23. november 2026`. */
export function formatDanishDateWithoutWeekday(isoDate: string): string {
  const parts = partsOf(isoDate);
  return `${parts.day}. ${danishMonths[parts.month - 1]} ${parts.year}`;
}

/** `2026-11-23` → `23.11.2026` (compact lists). */
export function formatDanishNumericDate(isoDate: string): string {
  const { year, month, day } = partsOf(isoDate);
  return `${pad(day)}.${pad(month)}.${year}`;
}

/** `2026-11` style heading of the month a date lies in: `november 2026`. */
export function formatDanishMonth(isoDate: string): string {
  const { year, month } = partsOf(isoDate);
  return `${danishMonths[month - 1]} ${year}`;
}

/** A slot time on the 24-hour clock: `8:30` / `08:30` / `08.30` → `08:30`. */
export function formatTime24(time: string): string {
  const match = timePattern.exec(time.trim());
  if (!match) throw new RangeError(`Not a time: ${time}`);
  return `${pad(Number(match[1]))}:${match[2]}`;
}

/** A shoot's date and time: `2026-07-15`, `9:30` → `onsdag d. 15. juli 2026 kl. 09:30`. */
export function formatDateAtTime(isoDate: string, time: string): string {
  return `${formatDanishDate(isoDate)} kl. ${formatTime24(time)}`;
}

/**
 * The one minus sign of every amount the site, its mails and its documents show (issue 40):
 * the hyphen-minus, which every font, mail client, PDF writer and spreadsheet reads alike.
 */
export const minusSign = '-';

/** `1499` → `1.499 kr` (whole kroner, '.' between thousands, minus sign kept). */
export function formatKroner(amount: number): string {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? minusSign : ''}${digits} kr`;
}

/** An amount taken off (a discount, credits used): `150` → `-150 kr`, whatever its sign. */
export function formatDeduction(amount: number): string {
  return formatKroner(-Math.abs(amount));
}

/**
 * A length of time in whole minutes, short: `30` → `30 min`, `60` → `1 time`, `120` →
 * `2 timer`, `90` → `1 t 30 min` (a shoot's length, a drive, the time to spare).
 */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`Not a length: ${minutes}`);
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return hours === 1 ? '1 time' : `${hours} timer`;
  return `${hours} t ${rest} min`;
}

/**
 * The weeks (Monday to Sunday) that cover `days` calendar days from `firstDate`: each week
 * is seven ISO dates; days before `firstDate` or after the last day are included so the
 * grid is whole (the caller shows them as outside the window).
 */
export function mondayFirstWeeks(firstDate: string, days: number): string[][] {
  if (days <= 0) return [];
  const start = addDays(firstDate, -mondayIndex(firstDate));
  const lastDate = addDays(firstDate, days - 1);
  const end = addDays(lastDate, 6 - mondayIndex(lastDate));
  const weeks: string[][] = [];
  for (let weekStart = start; weekStart <= end; weekStart = addDays(weekStart, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)));
  }
  return weeks;
}

const copenhagenParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock moment in Copenhagen as `YYYY-MM-DDTHH:MM` (compares with slot ids). */
export function copenhagenDateTime(now: Date): string {
  const parts = Object.fromEntries(
    copenhagenParts.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
