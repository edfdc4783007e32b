import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { Booking } from '@shared/api/entities';
import { BookingCard } from './booking-card';
import { profileTexts } from '@shared/texts/profile';

interface BookingListProps {
  bookings: readonly Booking[];
  loading: boolean;
  emptyText: string;
  productsLabel: string;
  contactLabel: string;
  /** What a booking offers besides its facts (e.g. rating a finished shoot). */
  actionOf?: (booking: Booking) => ReactNode;
}

/** A list of bookings, or a friendly empty state with links to book or get in touch. */
export function BookingList({
  bookings,
  loading,
  emptyText,
  productsLabel,
  contactLabel,
  actionOf,
}: BookingListProps) {
  if (loading) {
    return (
      <p role="status" className="placeholder-note">
        {profileTexts.loadingBookings}
      </p>
    );
  }
  if (bookings.length === 0) {
    return (
      <div className="profile-empty">
        <p>{emptyText}</p>
        <p className="profile-empty__links">
          <Link to={pagePath('products')} className="btn btn--primary btn--small">
            {productsLabel}
          </Link>
          <Link to={pagePath('contact')} className="btn btn--outline btn--small">
            {contactLabel}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ul className="booking-cards">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} action={actionOf?.(booking)} />
        </li>
      ))}
    </ul>
  );
}
