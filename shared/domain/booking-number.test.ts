import { describe, expect, it } from 'vitest';
import {
  bookingNumberOffset,
  bookingNumberText,
  formatBookingNumber,
  parseBookingNumber,
} from './booking-number';

describe('booking numbers', () => {
  it("read aloud as 'B-' and the number, from B-1001 on", () => {
    expect(formatBookingNumber(1042)).toBe('B-1042');
    expect(formatBookingNumber(bookingNumberOffset + 1)).toBe('B-1001');
    expect(bookingNumberText({ booking_number: 1042 })).toBe('B-1042');
  });

  it('show none for a booking made before numbers existed', () => {
    expect(bookingNumberText({})).toBeNull();
    expect(bookingNumberText({ booking_number: null })).toBeNull();
  });

  it('are found however a person types them', () => {
    for (const typed of ['B-1042', 'b-1042', 'b1042', 'B 1042', ' B - 1042 ', '#1042', '1042'])
      expect(parseBookingNumber(typed), typed).toBe(1042);
    expect(parseBookingNumber('nr. 1042')).toBe(1042);
  });

  it('are not read into other text', () => {
    for (const typed of ['', 'B-', 'Hansen', 'B-10a', '12 34 56 78', 'B-0', '1042x', '-1042'])
      expect(parseBookingNumber(typed), typed).toBeNull();
  });

  it('round-trip: the shown number parses back to itself', () => {
    for (const n of [1001, 1042, 99_999, 123_456_789])
      expect(parseBookingNumber(formatBookingNumber(n))).toBe(n);
  });
});
