import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Booking } from '@shared/api/entities';
import { formatDateAtTime, formatDeduction, formatKroner } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { isPaid, paymentFailed } from '@shared/domain/booking-lifecycle/money';
import { changePromiseText } from '@shared/domain/booking-lifecycle/changes';
import { permitOf } from '@shared/domain/booking-lifecycle/permit';
import { PermitNote } from '@web/components/permit-note';
import { pagePath } from '@shared/site/pages';
import { bookingConfirmedTexts as t, bookingTexts, summaryTexts } from '@shared/texts/booking';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { useAuth } from '@web/lib/auth/auth-context';
import { bookingRulesQueryOptions } from '@web/lib/booking-rules';
import { bookingCalendarQueryOptions, myBookingsQueryOptions } from '../api/my-bookings';
import { awaitsCardCheckout, paymentBadge, paymentMethodLabel } from '../lib/booking-lists';
import { AddressFacts, BookingNumberFact } from '../components/booking-ref-facts';
import '../profile.css';
import { PageHero } from '@web/components/page-hero';
import { clearDraftOfBooking } from '@web/lib/booking/booking-draft';

/** How often the page asks again while the card payment waits for its webhook, and how long. */
export const paymentPollMs = 2000;
export const paymentWaitMs = 60_000;

const waitsForCardPayment = (booking: Booking | undefined) =>
  booking !== undefined && awaitsCardCheckout(booking);

/** The confirmation of each way to pay once the booking stands (product §8). */
function confirmationOf(booking: Booking): string {
  if (paymentFailed(booking)) return t.paymentFailed;
  switch (booking.payment_method) {
    case 'credits':
      return bookingTexts.confirmedWithCredits;
    case 'invoice':
      return bookingTexts.confirmedInvoice;
    case 'cash':
      return bookingTexts.confirmedCash;
    default:
      return bookingTexts.paymentCompleted;
  }
}

/** 'Tilføj til kalender': the booking's .ics as a download link (the mail's event). */
function CalendarLink({ bookingId }: { bookingId: string }) {
  const calendar = useQuery(bookingCalendarQueryOptions(bookingId));
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (!calendar.data) return;
    const url = URL.createObjectURL(
      new Blob([calendar.data.content], { type: 'text/calendar;charset=utf-8' }),
    );
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [calendar.data]);
  if (!href || !calendar.data) return null;
  return (
    <a className="btn btn--outline" href={href} download={calendar.data.file_name}>
      {t.addToCalendar}
    </a>
  );
}

/**
 * What was booked: its number (what to quote when calling), product, date and time, address
 * with the access notes, the price and what paid it (a discount, credits, and the kroner paid
 * or to pay: 0 kr for a booking paid with credits).
 */
function BookedFacts({ booking }: { booking: Booking }) {
  const method = paymentMethodLabel(booking.payment_method);
  const badge = paymentBadge(booking.payment_status);
  return (
    <section className="card booking-confirmed__what" aria-labelledby="booking-confirmed-what">
      <h2 id="booking-confirmed-what">{t.whatTitle}</h2>
      <dl className="booking-card__facts">
        <BookingNumberFact booking={booking} />
        <dt>{summaryTexts.product}</dt>
        <dd>{booking.product_name}</dd>
        <dt>{summaryTexts.date}</dt>
        <dd>{formatDateAtTime(booking.booking_date, booking.booking_time)}</dd>
        <AddressFacts booking={booking} />
        <dt>{summaryTexts.price}</dt>
        <dd>{formatKroner(booking.original_price)}</dd>
        {booking.discount_amount > 0 ? (
          <>
            <dt>{summaryTexts.discount}</dt>
            <dd>{formatDeduction(booking.discount_amount)}</dd>
          </>
        ) : null}
        {booking.credits_used > 0 ? (
          <>
            <dt>{summaryTexts.creditsUsed}</dt>
            <dd>{fillText(t.creditsValue, { credits: booking.credits_used })}</dd>
          </>
        ) : null}
        <dt>{isPaid(booking) ? t.moneyPaid : t.moneyToPay}</dt>
        <dd>{formatKroner(booking.price)}</dd>
        <dt>{t.paymentLabel}</dt>
        <dd>{method ? `${method} (${badge.label})` : badge.label}</dd>
      </dl>
    </section>
  );
}

/**
 * `/booking-confirmed?booking={id}` (signed-in users): where a paid card checkout returns to
 * and where every other way to pay goes after booking (product §2). It reads the customer's
 * own bookings and shows what was booked, how it is paid and what happens next, with the
 * booking's calendar file. While a card payment still waits for the provider's signed webhook
 * it says so and asks again every 2 s (live updates refresh it too), for a minute at most.
 */
export function BookingConfirmedPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  const [gaveUp, setGaveUp] = useState(false);
  const bookings = useQuery({
    ...myBookingsQueryOptions(user?.id ?? ''),
    enabled: !!user && bookingId !== '',
    refetchInterval: (query) =>
      !gaveUp && waitsForCardPayment(query.state.data?.find((b) => b.id === bookingId))
        ? paymentPollMs
        : false,
  });
  const rules = useQuery(bookingRulesQueryOptions);
  const booking = bookings.data?.find((b) => b.id === bookingId && !b.deleted_at);
  const waiting = waitsForCardPayment(booking);

  // The booking stands: the choices kept while it was at the checkout are done with.
  const stands = booking !== undefined && !waiting;
  useEffect(() => {
    if (stands) clearDraftOfBooking(bookingId);
  }, [stands, bookingId]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(true), paymentWaitMs);
    return () => clearTimeout(timer);
  }, [waiting]);

  let body;
  if (bookingId !== '' && (bookings.isPending || !user)) {
    body = (
      <p role="status" className="placeholder-note">
        <span className="spinner spinner--small" aria-hidden="true" /> {t.loading}
      </p>
    );
  } else if (bookings.isError && !booking) {
    body = <p role="alert">{bookingChangeTexts.manageLoadFailed}</p>;
  } else if (!booking) {
    body = <p role="alert">{t.notFound}</p>;
  } else {
    const hours = rules.data?.cancellation_cutoff_hours;
    body = (
      <>
        <p
          role="status"
          className={`booking-confirmed__status${waiting ? '' : ' booking-confirmed__status--done'}`}
        >
          {waiting ? (
            <>
              {gaveUp ? null : <span className="spinner spinner--small" aria-hidden="true" />}{' '}
              {gaveUp ? t.awaitingPaymentSlow : t.awaitingPayment}
            </>
          ) : (
            confirmationOf(booking)
          )}
        </p>
        <BookedFacts booking={booking} />
        <section className="booking-confirmed__next" aria-labelledby="booking-confirmed-next">
          <h2 id="booking-confirmed-next">{t.nextTitle}</h2>
          <p>
            {booking.payment_method === 'invoice' ? t.nextMailInvoice : t.nextMail} {t.nextShoot}
            {/* The promise that fits the cut-off now: none of a free change inside it. */}
            {hours === undefined ? null : (
              <> {changePromiseText(booking, hours, new Date(), 'thankYou')}</>
            )}
          </p>
          <PermitNote permit={permitOf(booking)} />
        </section>
      </>
    );
  }

  return (
    <>
      <PageHero title={t.title} />
      <div className="container profile-body booking-confirmed">
        {body}
        <p className="booking-confirmed__actions">
          {booking && !waiting && !paymentFailed(booking) ? (
            <CalendarLink bookingId={booking.id} />
          ) : null}
          <Link to={pagePath('profile')} className="btn btn--primary">
            {t.manageBookings}
          </Link>
        </p>
      </div>
    </>
  );
}
