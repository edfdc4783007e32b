import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { bookingChangeTexts as t } from '@shared/texts/booking-changes';
import { ApiError } from '@web/lib/api';
import { bookingLinkQueryOptions, linkBookingChanges } from '../api/booking-changes';
import { BookingCard } from '../components/booking-card';
import { BookingChangeActions } from '../components/booking-change-actions';
import { ratingTexts } from '@shared/texts/rating';
import '../profile.css';
import { PageHero } from '@web/components/page-hero';

/**
 * `/manage-booking?booking=&sig=`: the signed link of the booking mails. Shows the booking
 * and lets whoever holds the link move or cancel it until the cut-off, without signing in.
 */
export function ManageBookingPage() {
  const [params] = useSearchParams();
  const id = params.get('booking') ?? '';
  const sig = params.get('sig') ?? '';
  const queryClient = useQueryClient();
  const options = bookingLinkQueryOptions(id, sig);
  const link = useQuery(options);

  let body;
  if (!id || !sig || (link.isError && link.error instanceof ApiError && link.error.status === 404))
    body = (
      <div role="alert" className="manage-booking__problem">
        <p>{t.invalidLink}</p>
        <Link to={pagePath('home')} className="btn btn--primary">
          {ratingTexts.toFrontPage}
        </Link>
      </div>
    );
  else if (link.isError) body = <p role="alert">{t.manageLoadFailed}</p>;
  else if (link.isPending)
    body = (
      <p role="status" className="placeholder-note">
        <span className="spinner spinner--small" aria-hidden="true" /> {t.loadingBooking}
      </p>
    );
  else {
    const { booking, cancellation_cutoff_hours: cutoffHours } = link.data;
    body = (
      <>
        <p>{t.manageIntro}</p>
        <BookingCard
          booking={booking}
          action={
            <BookingChangeActions
              booking={booking}
              cutoffHours={cutoffHours}
              changes={linkBookingChanges(id, sig)}
              onChanged={(result) =>
                queryClient.setQueryData(options.queryKey, {
                  ...link.data,
                  booking: result.booking,
                })
              }
            />
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHero title={t.manageTitle} />
      <div className="container profile-body manage-booking">{body}</div>
    </>
  );
}
