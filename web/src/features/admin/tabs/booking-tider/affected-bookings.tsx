import type { AffectedBooking } from '@shared/api/schedules-admin';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { fillText } from '@shared/texts/fill';

const dateFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'UTC' });

/** The bookings a schedule change took out of the hours: shown, never cancelled. */
export function AffectedBookings({ bookings }: { bookings: readonly AffectedBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <div role="alert" className="admin-delivery__warning">
      <p>{t.affectedTitle}</p>
      <ul>
        {bookings.map((booking) => (
          <li key={booking.id}>
            {fillText(t.affectedBooking, {
              date: dateFormat.format(new Date(`${booking.booking_date}T12:00:00Z`)),
              time: booking.booking_time,
              product: booking.product_name,
              email: booking.user_email,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
