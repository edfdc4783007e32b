import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BookingChangeResult } from '@shared/api/booking-changes';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { pagePath, pages } from '@shared/site/pages';
import { fillText } from '@shared/texts/fill';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { ratingTexts } from '@shared/texts/rating';
import { rescheduleRequestTexts as t } from '@shared/texts/reschedule-request';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { PageHero } from '@web/components/page-hero';
import { MoveDialog } from '@web/components/slot-calendar/move-dialog';
import { ApiError } from '@web/lib/api';
import { freeSlotsQueryOptions } from '../api/booking-changes';
import {
  answerWithCancel,
  answerWithMove,
  newTimeQueryOptions,
  type NewTimeLink,
} from '../api/reschedule-request';
import { BookingCard } from '../components/booking-card';
import type { RescheduleRequestView } from '@shared/api/reschedule-requests';
import '../profile.css';

const problemOf = (error: unknown): string =>
  error instanceof ApiError && error.status < 500 ? error.message : t.loadFailed;

/**
 * `/new-time?booking=&expires=&sig=`: the signed link of 'Bed om ny tid' (decision 0039). The
 * owner's reason and the booking, then a new time among the flyable ones or a cancel with a
 * full refund; once answered, the answer. A time taken meanwhile is said, and the choice
 * stays open.
 */
export function NewTimePage() {
  const [params] = useSearchParams();
  const link: NewTimeLink = {
    id: params.get('booking') ?? '',
    expires: params.get('expires') ?? '',
    sig: params.get('sig') ?? '',
  };
  const options = newTimeQueryOptions(link);
  const view = useQuery(options);

  let body;
  if (!link.id || !link.sig || !link.expires) body = <LinkProblem message={t.invalidLink} />;
  else if (view.isError) body = <LinkProblem message={problemOf(view.error)} />;
  else if (view.isPending)
    body = (
      <p role="status" className="placeholder-note">
        <span className="spinner spinner--small" aria-hidden="true" />{' '}
        {bookingChangeTexts.loadingBooking}
      </p>
    );
  else body = <NewTimeChoice link={link} view={view.data} queryKey={options.queryKey} />;
  return (
    <>
      <PageHero title={pages.newTime.title} />
      <div className="container profile-body manage-booking">{body}</div>
    </>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="manage-booking__problem">
      <p>{message}</p>
      <Link to={pagePath('home')} className="btn btn--primary">
        {ratingTexts.toFrontPage}
      </Link>
    </div>
  );
}

function NewTimeChoice({
  link,
  view,
  queryKey,
}: {
  link: NewTimeLink;
  view: RescheduleRequestView;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const availability = useQuery({
    ...freeSlotsQueryOptions(view.booking),
    enabled: dialog === 'move',
  });
  const answered = (result: BookingChangeResult) => {
    setDialog(null);
    setMessage(result.message);
    queryClient.setQueryData(queryKey, {
      ...view,
      booking: result.booking,
      request: result.booking.reschedule_request ?? view.request,
    });
  };
  const move = useMutation({
    mutationFn: (slot: { booking_date: string; booking_time: string }) =>
      answerWithMove(link, slot),
    onSuccess: answered,
    // A time taken meanwhile: the free times are read again and the choice stays open.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: freeSlotsQueryOptions(view.booking).queryKey }),
  });
  const cancel = useMutation({ mutationFn: () => answerWithCancel(link), onSuccess: answered });
  const failure = move.error ?? cancel.error;
  const { booking, request } = view;
  const open = !request.answer && !booking.cancelled_at;
  return (
    <>
      <p>{t.pageIntro}</p>
      <p>
        <strong>{t.pageReason}:</strong> {request.reason}
      </p>
      {message ? (
        <p role="status" className="manage-booking__answer">
          {message}
        </p>
      ) : request.answer?.moved_by ? (
        <p role="status" className="manage-booking__answer">
          {fillText(t.movedElsewhere, {
            date: formatDanishDate(booking.booking_date),
            time: formatTime24(booking.booking_time),
          })}
        </p>
      ) : null}
      {failure && !message ? <p role="alert">{problemOf(failure)}</p> : null}
      <BookingCard
        booking={booking}
        action={
          open ? (
            <div className="booking-card__actions">
              <p>{t.pageChoose}</p>
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={move.isPending || cancel.isPending}
                onClick={() => {
                  move.reset();
                  setDialog('move');
                }}
              >
                {t.chooseTime}
              </button>
              <button
                type="button"
                className="btn btn--outline btn--small"
                disabled={move.isPending || cancel.isPending}
                onClick={() => {
                  cancel.reset();
                  setDialog('cancel');
                }}
              >
                {t.cancel}
              </button>
            </div>
          ) : undefined
        }
      />
      {dialog === 'move' ? (
        <MoveDialog
          booking={booking}
          availability={availability}
          title={t.chooseTitle}
          intro={move.error ? problemOf(move.error) : bookingChangeTexts.rescheduleIntro}
          confirmLabel={bookingChangeTexts.confirmReschedule}
          keepLabel={t.keepChoosing}
          busy={move.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(slot) => move.mutate(slot)}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ConfirmDialog
          message={t.cancelConfirm}
          confirmLabel={t.confirmCancel}
          cancelLabel={t.keepChoosing}
          busy={cancel.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => cancel.mutate()}
        />
      ) : null}
    </>
  );
}
