import { describe, expect, it } from 'vitest';
import { privateSpansOn } from './booking-week';

describe("the week view's private busy times", () => {
  const busy = [
    // 10:00–11:00 in Copenhagen (summer time), and a whole day.
    { start: '2030-06-03T08:00:00.000Z', end: '2030-06-03T09:00:00.000Z' },
    { start: '2030-06-04T22:00:00.000Z', end: '2030-06-05T22:00:00.000Z' },
  ];

  it('shows each on its Copenhagen day, a whole day from 00:00 to 24:00', () => {
    expect(privateSpansOn(busy, '2030-06-03')).toEqual([{ from: '10:00', to: '11:00' }]);
    expect(privateSpansOn(busy, '2030-06-05')).toEqual([{ from: '00:00', to: '24:00' }]);
    expect(privateSpansOn(busy, '2030-06-04')).toEqual([]);
    expect(privateSpansOn(busy, '2030-06-06')).toEqual([]);
  });
});
