import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { ownerChangeTexts as o } from '@shared/texts/admin-bookings';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { fillText } from '@shared/texts/fill';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { useToast } from '@web/components/toast/use-toast';
import { adminBookingsQueryOptions } from '@web/features/admin/api/admin-queries';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useBookingChanges } from '@web/features/admin/tabs/bookinger/booking-actions';
import { cancelQuestion, OwnerMoveDialog } from '@web/features/admin/tabs/bookinger/owner-actions';

const dateFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'UTC' });

interface AffectedBookingsProps {
  bookings: readonly AffectedBooking[];
  /** The owner has decided on every booking (kept, moved or cancelled): the box goes. */
  onSettled: () => void;
}

/**
 * The bookings a schedule change took out of the hours (a closed day, changed hours): never
 * cancelled by the change, and the owner is asked what to do with them: keep them (they stay
 * marked 'Uden for bookingtiderne' wherever they are shown), move one (the customer is mailed
 * the new time) or cancel one with its refund (the customer is mailed).
 */
export function AffectedBookings({ bookings, onSettled }: AffectedBookingsProps) {
  const toast = useToast();
  const all = useQuery(adminBookingsQueryOptions);
  const { move, cancel } = useBookingChanges();
  const [handled, setHandled] = useState<readonly string[]>([]);
  const [dialog, setDialog] = useState<{ kind: 'move' | 'cancel'; booking: Booking } | null>(null);
  const open = bookings.filter((booking) => !handled.includes(booking.id));
  if (open.length === 0) return null;
  const full = (id: string) => all.data?.find((booking) => booking.id === id);
  const done = (id: string, message: string) => {
    toast.success(message);
    setDialog(null);
    const next = [...handled, id];
    setHandled(next);
    if (bookings.every((booking) => next.includes(booking.id))) onSettled();
  };
  const fail = (error: unknown, failure: string) => toast.error(refusalText(error, failure));

  return (
    <div role="alert" className="admin-delivery__warning">
      <p>{t.affectedTitle}</p>
      <ul className="admin-affected">
        {open.map((affected) => {
          const booking = full(affected.id);
          return (
            <li key={affected.id}>
              <p>
                {fillText(t.affectedBooking, {
                  date: dateFormat.format(new Date(`${affected.booking_date}T12:00:00Z`)),
                  time: affected.booking_time,
                  product: affected.product_name,
                  email: affected.user_email,
                })}
              </p>
              <p className="admin-form__actions">
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  disabled={!booking}
                  onClick={() => booking && setDialog({ kind: 'move', booking })}
                >
                  {t.affectedMove}
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  disabled={!booking}
                  onClick={() => booking && setDialog({ kind: 'cancel', booking })}
                >
                  {t.affectedCancel}
                </button>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="admin-field__hint">{t.affectedKeepHint}</p>
      <button type="button" className="btn btn--primary btn--small" onClick={onSettled}>
        {t.affectedKeep}
      </button>
      {dialog?.kind === 'move' ? (
        <OwnerMoveDialog
          booking={dialog.booking}
          busy={move.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(slot) =>
            move.mutateAsync({ id: dialog.booking.id, slot }).then(
              (result) => done(dialog.booking.id, result.message),
              (error: unknown) => fail(error, o.moveFailed),
            )
          }
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <ConfirmDialog
          message={cancelQuestion(dialog.booking)}
          confirmLabel={o.confirmCancel}
          cancelLabel={o.keep}
          busy={cancel.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            cancel.mutateAsync(dialog.booking.id).then(
              (result) => done(dialog.booking.id, result.message),
              (error: unknown) => fail(error, o.cancelFailed),
            )
          }
        />
      ) : null}
    </div>
  );
}
