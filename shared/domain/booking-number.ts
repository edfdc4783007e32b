/**
 * A booking's number (issue 40, decision 0030): short enough to read aloud on the phone
 * ('B-1042'), given once when the booking is made, unique (an atomic counter), shown in the
 * mails, on the documents, in the calendar file and on every booking card. The booking's id
 * stays internal. Bookings made before numbers existed have none and show none.
 */

/** The counter's first value is 1: the first booking is B-1001, so every number has 4+ digits. */
export const bookingNumberOffset = 1000;

/** 'B-1042'. */
export const formatBookingNumber = (bookingNumber: number): string => `B-${bookingNumber}`;

/** The number as shown, or null for a booking made before numbers existed. */
export const bookingNumberText = (booking: { booking_number?: number | null }): string | null =>
  typeof booking.booking_number === 'number' ? formatBookingNumber(booking.booking_number) : null;

/**
 * The number a person typed or read out: 'B-1042', 'b1042', 'B 1042', 'nr. 1042', '#1042' or
 * '1042'; null when the text is not a booking number.
 */
export function parseBookingNumber(text: string): number | null {
  const match = /^(?:nr\.?\s*)?(?:b\s*-?\s*|#\s*)?(\d{1,9})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
