import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { ratingTexts as t } from '@shared/texts/rating';
import { RatingForm, RatingThanks } from '@web/components/rating-form/rating-form';
import { apiGet, apiRequest, ApiError } from '@web/lib/api';
import '../rate-booking.css';
import { linkKeys, listKey } from '@web/lib/query-keys';
import { PageHero } from '@web/components/page-hero';

/** The Danish reason a link cannot be used (product §8 'Rating'). */
function linkProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t.invalidLink;
    if (error.status === 410) return t.expiredLink;
    if (error.isClientError) return error.message;
  }
  return t.validateFailed;
}

function Problem({ message }: { message: string }) {
  return (
    <div className="rate-booking__problem" role="alert">
      <p>{message}</p>
      <Link to={pagePath('home')} className="btn btn--primary">
        {t.toFrontPage}
      </Link>
    </div>
  );
}

/**
 * `/rate-booking?bookingId=&token=` (product §2): the e-mailed link's page. The link is checked
 * by the server; a valid one shows the booking and the form, a used one the thank-you state.
 */
export function RateBookingPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const [rated, setRated] = useState(false);
  const link = useQuery({
    queryKey: linkKeys.rating(bookingId, token),
    queryFn: ({ signal }) => apiGet('/api/rate-booking', { query: { bookingId, token }, signal }),
    enabled: bookingId !== '' && token !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });

  let body;
  if (!bookingId || !token) body = <Problem message={t.missingParams} />;
  else if (link.isPending) {
    body = (
      <p role="status" className="placeholder-note">
        <span className="spinner spinner--small" aria-hidden="true" /> {t.checking}
      </p>
    );
  } else if (link.isError) body = <Problem message={linkProblem(link.error)} />;
  else if (rated || link.data.has_existing_rating) {
    body = (
      <RatingThanks>
        <p className="rate-booking__actions">
          <Link to={pagePath('ratings')} className="btn btn--primary">
            {t.toReviews}
          </Link>
          <Link to={pagePath('home')} className="btn btn--outline">
            {t.toFrontPage}
          </Link>
        </p>
      </RatingThanks>
    );
  } else {
    body = (
      <RatingForm
        booking={link.data.booking}
        startUpload={(file) =>
          apiRequest('POST', '/api/rate-booking/images', {
            body: { ...file, booking_id: bookingId, token },
          })
        }
        submit={(rating) =>
          apiRequest('POST', '/api/rate-booking', {
            body: { ...rating, booking_id: bookingId, token },
          })
        }
        onRated={() => {
          setRated(true);
          void queryClient.invalidateQueries({ queryKey: listKey('ratings') });
        }}
      />
    );
  }

  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <div className="page-body container rate-booking">
        <div className="card rate-booking__card">{body}</div>
      </div>
    </>
  );
}
