import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BookingChangeResult } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import {
  changeDeadline,
  changeRefusal,
  changeRefusalText,
  moveRefusal,
} from '@shared/domain/booking-lifecycle/changes';
import { copenhagenDateTime, formatDanishDate } from '@shared/domain/danish-format';
import { cancelMoney } from '@shared/domain/booking-lifecycle/money';
import { cancelConfirmLines } from '@shared/domain/booking-lifecycle/cancel-texts';
import { bookingChangeTexts as t } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';
import { weatherTexts } from '@shared/texts/weather';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import type { BookingChanges } from '../api/booking-changes';
import { RescheduleDialog } from './reschedule-dialog';
import { meKey, slotKeys } from '@web/lib/query-keys';

const errorText = (error: unknown) =>
  error instanceof ApiError && error.isClientError ? error.message : t.changeFailed;

interface BookingChangeActionsProps {
  booking: Booking;
  cutoffHours: number;
  changes: BookingChanges;
  /** After a change the server accepted (the answer carries the booking as it is now). */
  onChanged?: (result: BookingChangeResult) => void;
}

/**
 * 'Flyt booking' and 'Aflys booking' for one booking, with the deadline stated; past the
 * cut-off both are disabled and say why. A move picks a free slot in a dialog; a cancel asks
 * first and says when the amount is refunded to the card.
 */
export function BookingChangeActions({
  booking,
  cutoffHours,
  changes,
  onChanged,
}: BookingChangeActionsProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  const now = new Date();
  const refusal = changeRefusal(booking, cutoffHours, now);
  // Bad weather opens the move past the cut-off (product §4 'Weather check'), not the cancel.
  const moveRefused = moveRefusal(booking, cutoffHours, now);
  const weatherMove = refusal !== null && moveRefused === null;
  const [deadlineDate, deadlineTime] = copenhagenDateTime(
    changeDeadline(booking, cutoffHours),
  ).split('T');
  const noteId = `booking-${booking.id}-change-note`;

  const done = (result: BookingChangeResult) => {
    toast.success(result.message);
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: meKey });
    void queryClient.invalidateQueries({ queryKey: slotKeys.all });
    onChanged?.(result);
  };
  const run = async (change: () => Promise<BookingChangeResult>) => {
    setBusy(true);
    try {
      done(await change());
    } catch (error) {
      toast.error(errorText(error));
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: slotKeys.all });
      }
    } finally {
      setBusy(false);
    }
  };

  // What becomes of the money, said before the confirm as the server will do it.
  const cancelMessage = [t.cancelConfirm, ...cancelConfirmLines(cancelMoney(booking))].join(' ');
  return (
    <div className="booking-changes">
      <p id={noteId} className="booking-changes__note">
        {weatherMove
          ? weatherTexts.moveOpen
          : refusal
            ? changeRefusalText(refusal, cutoffHours)
            : fillText(t.deadline, { date: formatDanishDate(deadlineDate!), time: deadlineTime! })}
      </p>
      <div className="booking-changes__buttons">
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={moveRefused !== null || busy}
          aria-describedby={noteId}
          onClick={() => setDialog('reschedule')}
        >
          {t.reschedule}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--small booking-changes__cancel"
          disabled={refusal !== null || busy}
          aria-describedby={noteId}
          onClick={() => setDialog('cancel')}
        >
          {t.cancel}
        </button>
      </div>
      {dialog === 'reschedule' ? (
        <RescheduleDialog
          booking={booking}
          busy={busy}
          onClose={() => setDialog(null)}
          onConfirm={(slot) => void run(() => changes.reschedule(slot))}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ConfirmDialog
          message={cancelMessage}
          confirmLabel={t.confirmCancel}
          cancelLabel={t.keepBooking}
          busy={busy}
          onCancel={() => setDialog(null)}
          onConfirm={() => void run(changes.cancel)}
        />
      ) : null}
    </div>
  );
}
