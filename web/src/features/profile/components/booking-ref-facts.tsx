import type { Booking } from '@shared/api/entities';
import { bookingNumberText } from '@shared/domain/booking-number';
import { addressTexts } from '@shared/texts/address';
import { summaryTexts } from '@shared/texts/booking';

/** 'Booking-nr. B-1042' as a fact of a description list; nothing for an older booking. */
export function BookingNumberFact({ booking }: { booking: Pick<Booking, 'booking_number'> }) {
  const number = bookingNumberText(booking);
  if (!number) return null;
  return (
    <>
      <dt>{summaryTexts.bookingNumber}</dt>
      <dd>{number}</dd>
    </>
  );
}

/** The address and, when given, the access notes beside it (their lines kept). */
export function AddressFacts({ booking }: { booking: Pick<Booking, 'address' | 'access_notes'> }) {
  return (
    <>
      <dt>{summaryTexts.address}</dt>
      <dd>{booking.address}</dd>
      {booking.access_notes ? (
        <>
          <dt>{addressTexts.accessNotes}</dt>
          <dd className="multiline-text">{booking.access_notes}</dd>
        </>
      ) : null}
    </>
  );
}
