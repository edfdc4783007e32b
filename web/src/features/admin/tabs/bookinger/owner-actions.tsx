import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Booking } from '@shared/api/entities';
import {
  ownerChangeRefusal,
  ownerChangeRefusalText,
  refundToRetry,
} from '@shared/domain/booking-lifecycle/changes';
import { canComplete } from '@shared/domain/booking-lifecycle/status';
import { cancelMoney } from '@shared/domain/booking-lifecycle/money';
import { formatDateAtTime, formatKroner } from '@shared/domain/danish-format';
import { adminBookingTexts as t, ownerChangeTexts as o } from '@shared/texts/admin-bookings';
import { paymentMethodTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { MoveDialog } from '@web/components/slot-calendar/move-dialog';
import { useToast } from '@web/components/toast/use-toast';
import { refusalText } from '@web/features/admin/lib/refusal';
import { ownerFreeSlotsQueryOptions, useBookingChanges } from './booking-actions';
import { isWaiting } from './booking-filters';
import { RescheduleAskDialog } from './reschedule-ask';
import { rescheduleAskRefusal } from '@shared/domain/booking-lifecycle/reschedule-request';
import { rescheduleRequestTexts as r } from '@shared/texts/reschedule-request';

/** What the cancel dialog says becomes of the money (the server does exactly this). */
export function cancelQuestion(booking: Booking): string {
  const when = formatDateAtTime(booking.booking_date, booking.booking_time);
  const lines = [fillText(o.cancelConfirm, { product: booking.product_name, when })];
  const money = cancelMoney(booking);
  if (money.way === 'card_refund')
    lines.push(fillText(o.cancelConfirmCard, { amount: formatKroner(money.amount) }));
  if (money.way === 'owner_refunds' && booking.payment_method)
    lines.push(
      fillText(o.cancelConfirmPaidOther, { method: paymentMethodTexts[booking.payment_method] }),
    );
  if (money.way === 'invoice_voided') lines.push(o.cancelConfirmInvoiceVoided);
  if (money.credits > 0) lines.push(fillText(o.cancelConfirmCredits, { credits: money.credits }));
  return lines.join(' ');
}

/** The move dialog with the owner's free times (no minimum notice), on the booking's date. */
export function OwnerMoveDialog({
  booking,
  busy,
  onClose,
  onConfirm,
}: {
  booking: Booking;
  busy: boolean;
  onClose: () => void;
  onConfirm: (slot: { booking_date: string; booking_time: string }) => void;
}) {
  const availability = useQuery(ownerFreeSlotsQueryOptions(booking.id));
  return (
    <MoveDialog
      booking={booking}
      availability={availability}
      title={o.moveTitle}
      intro={o.moveIntro}
      confirmLabel={o.moveConfirm}
      keepLabel={o.keep}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

interface OwnerActionsProps {
  booking: Booking;
  now: Date;
  editing: boolean;
  onToggleEdit: () => void;
}

/**
 * The owner's actions on one booking, each answered with a toast: 'Markér som betalt' while
 * it waits for payment, 'Gennemfør' once the shoot has started, 'Flyt' and 'Aflys' for any
 * booking not cancelled or completed (disabled, saying why, while the customer is paying by
 * card), 'Bed om ny tid' for a shoot that will be flown and is not waiting for an answer
 * (decision 0039), 'Prøv refunderingen igen' for a refund Stripe did not take, and 'Rediger'.
 */
export function OwnerActions({ booking, now, editing, onToggleEdit }: OwnerActionsProps) {
  const toast = useToast();
  const noteId = `${useId()}-owner-note`;
  const { markPaid, complete, move, cancel } = useBookingChanges();
  const [dialog, setDialog] = useState<'move' | 'cancel' | 'ask' | null>(null);
  const refusal = ownerChangeRefusal(booking);
  const retry = refundToRetry(booking);
  const changeable = refusal === null || refusal === 'checkout_open';
  const busy = markPaid.isPending || complete.isPending || move.isPending || cancel.isPending;

  /**
   * Runs a change and answers with a toast. Awaited rather than with `mutate`'s callbacks: a
   * change can take the booking out of the list shown (a cancel leaves 'Kommende'), and the
   * list is re-read before the change settles, so this card may be gone by then.
   */
  const run = <T,>(change: Promise<T>, success: (result: T) => string, failure: string) =>
    void change.then(
      (result) => {
        setDialog(null);
        toast.success(success(result));
      },
      (error: unknown) => toast.error(refusalText(error, failure)),
    );
  const runCancel = () =>
    run(cancel.mutateAsync(booking.id), (result) => result.message, o.cancelFailed);

  return (
    <div className="admin-form__actions admin-booking__actions">
      {isWaiting(booking) ? (
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy}
          onClick={() =>
            run(markPaid.mutateAsync(booking.id), () => o.markedPaid, t.statusUpdateFailed)
          }
        >
          {t.markPaid}
        </button>
      ) : null}
      {canComplete(booking, now) ? (
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy}
          onClick={() =>
            run(complete.mutateAsync(booking.id), () => o.completedToast, t.completeFailed)
          }
        >
          {t.complete}
        </button>
      ) : null}
      {changeable ? (
        <>
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={busy || refusal !== null}
            aria-describedby={refusal ? noteId : undefined}
            onClick={() => setDialog('move')}
          >
            {o.move}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small admin-booking__cancel"
            disabled={busy || refusal !== null}
            aria-describedby={refusal ? noteId : undefined}
            onClick={() => setDialog('cancel')}
          >
            {o.cancel}
          </button>
        </>
      ) : null}
      {rescheduleAskRefusal(booking) === null ? (
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={busy}
          onClick={() => setDialog('ask')}
        >
          {r.ask}
        </button>
      ) : null}
      {retry ? (
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={busy}
          onClick={runCancel}
        >
          {o.retryRefund}
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn--outline btn--small"
        aria-expanded={editing}
        onClick={onToggleEdit}
      >
        {t.edit}
      </button>
      {refusal === 'checkout_open' ? (
        <p id={noteId} className="admin-field__hint admin-booking__note">
          {ownerChangeRefusalText(refusal)}
        </p>
      ) : null}
      {dialog === 'move' ? (
        <OwnerMoveDialog
          booking={booking}
          busy={move.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(slot) =>
            run(
              move.mutateAsync({ id: booking.id, slot }),
              (result) => result.message,
              o.moveFailed,
            )
          }
        />
      ) : null}
      {dialog === 'ask' ? (
        <RescheduleAskDialog target={{ bookingId: booking.id }} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'cancel' ? (
        <ConfirmDialog
          message={cancelQuestion(booking)}
          confirmLabel={o.confirmCancel}
          cancelLabel={o.keep}
          busy={cancel.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={runCancel}
        />
      ) : null}
    </div>
  );
}
