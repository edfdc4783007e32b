import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/entities';
import { resumePaymentTexts as t } from '@shared/texts/booking';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { meKey, slotKeys } from '@web/lib/query-keys';
import { resumeBookingCheckout } from '../api/my-bookings';

/**
 * 'Betal nu': goes back to the booking's still-open checkout. Once the checkout has expired
 * the server says so ('Betalingen er udløbet. Book tiden igen.') and the lists are re-read,
 * since the expired checkout's booking is deleted and its slot freed.
 */
export function ResumePayment({ booking }: { booking: Booking }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const noteId = `booking-${booking.id}-payment-note`;

  const resume = async () => {
    setBusy(true);
    try {
      const checkout = await resumeBookingCheckout(booking.id);
      window.location.assign(checkout.url);
      // stays busy while the browser leaves
    } catch (error) {
      setBusy(false);
      toast.error(error instanceof ApiError && error.isClientError ? error.message : t.failed);
      void queryClient.invalidateQueries({ queryKey: meKey });
      void queryClient.invalidateQueries({ queryKey: slotKeys.all });
    }
  };

  return (
    <div className="resume-payment">
      <p id={noteId} className="resume-payment__note">
        {t.note}
      </p>
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={busy}
        aria-describedby={noteId}
        onClick={() => void resume()}
      >
        {busy ? t.opening : t.payNow}
      </button>
    </div>
  );
}
