/**
 * One booking, one truth (issue 39): the booking item has one writer, a booking's payment state
 * is asked of the lifecycle module only, and the capabilities import each other in one
 * direction (the layers of eslint.config.js enforce it import by import; this checks the whole).
 */
import { describe, expect, it } from 'vitest';
import {
  bookingKeyUses,
  bookingWriter,
  capabilityGraph,
  paymentStateTests,
} from './booking-ownership';

describe('a booking has one owner of its facts', () => {
  it('only the booking store writes a booking item', () => {
    const writers = bookingKeyUses()
      .filter((use) => use.writes)
      .map((use) => use.file);
    expect(writers).toEqual([bookingWriter]);
    const readers = bookingKeyUses()
      .filter((use) => !use.writes)
      .map((use) => use.file);
    expect(readers.every((file) => file.startsWith('functions/stores/booking/'))).toBe(true);
  });

  it('no feature tests a booking’s payment state by hand: it asks the lifecycle', () => {
    expect(paymentStateTests()).toEqual([]);
  });

  it('no two capabilities import each other, and none closes a circle', () => {
    const graph = capabilityGraph();
    expect(graph.twoWayPairs).toEqual([]);
    expect(graph.arrowsInCircles).toBe(0);
  });
});
