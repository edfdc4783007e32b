import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/entities';
import { bookingTexts, resumePaymentTexts as t } from '@shared/texts/booking';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { meKey, slotKeys } from '@web/lib/query-keys';
import { cancelBookingCheckout, resumeBookingCheckout } from '../api/my-bookings';

/**
 * A card booking held at the checkout, unpaid: 'Betal nu' goes back to its still-open
 * checkout, 'Annuller booking' lets it go and frees the time at once (issue 40). Once the
 * checkout has expired the server says so ('Betalingen er udløbet. Book tiden igen.'). After
 * either, the lists are re-read: a released or expired booking is gone, its slot free.
 */
export function ResumePayment({ booking }: { booking: Booking }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'paying' | 'cancelling' | null>(null);
  const noteId = `booking-${booking.id}-payment-note`;

  const reread = () => {
    void queryClient.invalidateQueries({ queryKey: meKey });
    void queryClient.invalidateQueries({ queryKey: slotKeys.all });
  };

  const resume = async () => {
    setBusy('paying');
    try {
      const checkout = await resumeBookingCheckout(booking.id);
      window.location.assign(checkout.url);
      // stays busy while the browser leaves
    } catch (error) {
      setBusy(null);
      toast.error(error instanceof ApiError && error.isClientError ? error.message : t.failed);
      reread();
    }
  };

  const cancel = async () => {
    setBusy('cancelling');
    try {
      const { cancelled } = await cancelBookingCheckout(booking.id);
      // Not cancelled: it was paid meanwhile, and stands.
      if (cancelled) toast.success(t.cancelled);
      else toast.info(bookingTexts.alreadyPaid);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.isClientError && error.status !== 404
          ? error.message
          : t.cancelFailed,
      );
    } finally {
      setBusy(null);
      reread();
    }
  };

  return (
    <div className="resume-payment">
      <p id={noteId} className="resume-payment__note">
        {t.note}
      </p>
      <div className="resume-payment__actions">
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy !== null}
          aria-describedby={noteId}
          onClick={() => void resume()}
        >
          {busy === 'paying' ? t.opening : t.payNow}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={busy !== null}
          aria-describedby={noteId}
          onClick={() => void cancel()}
        >
          {busy === 'cancelling' ? t.cancelling : t.cancel}
        </button>
      </div>
    </div>
  );
}
