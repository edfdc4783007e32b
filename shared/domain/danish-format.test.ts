import { describe, expect, it } from 'vitest';
import {
  addDays,
  copenhagenDateTime,
  formatDanishDate,
  formatDanishDateWithoutWeekday,
  formatDanishMonth,
  formatDanishNumericDate,
  formatDuration,
  formatDeduction,
  formatKroner,
  minusSign,
  formatTime24,
  formatDateAtTime,
  mondayFirstWeeks,
  mondayIndex,
} from './danish-format';
import { danishList } from './danish-words';
import { formatOre } from './moms';

describe('Danish dates', () => {
  it('writes the long da-DK form with the weekday', () => {
    expect(formatDanishDate('2026-11-23')).toBe('mandag d. 23. november 2026');
    expect(formatDanishDate('2026-11-29')).toBe('søndag d. 29. november 2026');
    expect(formatDanishDate('2027-01-01')).toBe('fredag d. 1. januar 2027');
  });

  it('writes shorter forms', () => {
    expect(formatDanishDateWithoutWeekday('2026-05-07')).toBe('7. maj 2026');
    expect(formatDanishNumericDate('2026-05-07')).toBe('07.05.2026');
    expect(formatDanishMonth('2026-12-31')).toBe('december 2026');
  });

  it('counts weekdays from Monday and steps over month, year and DST changes', () => {
    expect(mondayIndex('2026-11-23')).toBe(0);
    expect(mondayIndex('2026-11-29')).toBe(6);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses what is not an ISO date', () => {
    expect(() => formatDanishDate('23-11-2026')).toThrow(RangeError);
  });
});

describe("a shoot's date and time", () => {
  it("reads '<weekday> d. <day>. <month> <year> kl. HH:MM'", () => {
    expect(formatDateAtTime('2026-07-15', '9:30')).toBe('onsdag d. 15. juli 2026 kl. 09:30');
  });
});

describe('24-hour clock', () => {
  it('pads hours and keeps minutes', () => {
    expect(formatTime24('08:30')).toBe('08:30');
    expect(formatTime24('8:00')).toBe('08:00');
    expect(formatTime24('17.30')).toBe('17:30');
    expect(formatTime24('23:30')).toBe('23:30');
    expect(formatTime24('00:00')).toBe('00:00');
  });

  it('refuses a time that is no time', () => {
    expect(() => formatTime24('24:00')).toThrow(RangeError);
    expect(() => formatTime24('kl')).toThrow(RangeError);
  });
});

describe('kroner', () => {
  it.each([
    [1499, '1.499 kr'],
    [249, '249 kr'],
    [0, '0 kr'],
    [1250000, '1.250.000 kr'],
    [99.6, '100 kr'],
    [-25, '-25 kr'],
  ])('uses the Danish thousands separator and whole kroner: %d is %s', (kroner, text) => {
    expect(formatKroner(kroner)).toBe(text);
  });
});

describe('one minus sign in amounts', () => {
  it('is the hyphen-minus in kroner, in a deduction and in øre', () => {
    expect(minusSign).toBe('-');
    expect(formatKroner(-1499)).toBe('-1.499 kr');
    expect(formatDeduction(150)).toBe('-150 kr');
    expect(formatDeduction(-150)).toBe('-150 kr');
    expect(formatDeduction(1250)).toBe('-1.250 kr');
    expect(formatOre(-149_900)).toBe('-1.499,00 kr');
    expect(formatOre(-4_980)).toBe('-49,80 kr');
    expect(formatOre(0)).toBe('0,00 kr');
    for (const text of [formatKroner(-1), formatDeduction(1), formatOre(-1)]) {
      expect(text).not.toMatch(/[\u2212\u2013\u2014]/);
    }
  });
});

describe('lengths of time', () => {
  it.each([
    [30, '30 min'],
    [0, '0 min'],
    [60, '1 time'],
    [120, '2 timer'],
    [480, '8 timer'],
    [90, '1 t 30 min'],
    [155, '2 t 35 min'],
    [59.6, '1 time'],
  ])('writes minutes, whole hours, and hours with minutes: %d is %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('refuses a negative or missing length', () => {
    expect(() => formatDuration(-5)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});

describe('calendar grid', () => {
  it('covers the window with whole Monday-first weeks', () => {
    // Sunday 22 November 2026 + 28 days ends on Saturday 19 December.
    const weeks = mondayFirstWeeks('2026-11-22', 28);
    expect(weeks[0]?.[0]).toBe('2026-11-16');
    expect(weeks[0]?.[6]).toBe('2026-11-22');
    expect(weeks.at(-1)?.[0]).toBe('2026-12-14');
    expect(weeks.at(-1)?.[6]).toBe('2026-12-20');
    expect(weeks).toHaveLength(5);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(mondayIndex(week[0]!)).toBe(0);
    }
  });

  it('needs exactly four weeks when the window starts on a Monday', () => {
    const weeks = mondayFirstWeeks('2026-11-23', 28);
    expect(weeks).toHaveLength(4);
    expect(weeks[3]?.[6]).toBe('2026-12-20');
    expect(mondayFirstWeeks('2026-11-23', 0)).toEqual([]);
  });
});

describe('Copenhagen wall clock', () => {
  it('follows winter and summer time', () => {
    expect(copenhagenDateTime(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23T00:30');
    expect(copenhagenDateTime(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00');
  });
});

describe('danishList', () => {
  it('joins names the Danish way', () => {
    expect(danishList([])).toBe('');
    expect(danishList(['Aarhus'])).toBe('Aarhus');
    expect(danishList(['Aarhus', 'Odense'])).toBe('Aarhus og Odense');
    expect(danishList(['Aarhus', 'København', 'Odense'])).toBe('Aarhus, København og Odense');
  });
});
