import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking } from '@shared/api/entities';
import { ratingTexts as t } from '@shared/texts/rating';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
import { RatingForm, RatingThanks } from '@web/components/rating-form/rating-form';
import { apiRequest } from '@web/lib/api';
import { listKey } from '@web/lib/query-keys';

/**
 * 'Bedøm' on a finished shoot: the rating form in a modal (product §2 'Rate-booking page'); once
 * rated, the thanks instead of the button. The modal stays open across that change (the live
 * update of the bookings can arrive before the customer has read the thank-you).
 */
export function RateBookingButton({
  booking,
  alreadyRated,
}: {
  booking: Booking;
  alreadyRated: boolean;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [rated, setRated] = useState(false);
  const close = () => {
    setOpen(false);
    if (rated) void queryClient.invalidateQueries({ queryKey: listKey('ratings') });
  };
  return (
    <>
      {alreadyRated ? (
        <p className="booking-card__rated">{t.thanks}</p>
      ) : (
        <button type="button" className="btn btn--primary btn--small" onClick={() => setOpen(true)}>
          {t.rateButton}
        </button>
      )}
      {open ? (
        <ModalDialog title={t.title} closeLabel={t.close} onClose={close}>
          {rated ? (
            <RatingThanks>
              <button type="button" className="btn btn--primary" onClick={close}>
                {t.close}
              </button>
            </RatingThanks>
          ) : (
            <RatingForm
              booking={booking}
              startUpload={(file) =>
                apiRequest('POST', '/api/me/bookings/{id}/rating-images', {
                  params: { id: booking.id },
                  body: file,
                })
              }
              submit={(rating) =>
                apiRequest('POST', '/api/me/bookings/{id}/rating', {
                  params: { id: booking.id },
                  body: rating,
                })
              }
              onRated={() => setRated(true)}
            />
          )}
        </ModalDialog>
      ) : null}
    </>
  );
}
