/**
 * The profile is where the checkout returns to (product §2 Profile): `?session_id=` (card payment
 * done), `?credits_purchased=true` and `?cancelled_booking={id}` (card checkout left: expire it
 * so the slot is freed). Each shows its toast once, re-reads the bookings and the credit
 * balance, and is removed from the URL.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@web/components/toast/use-toast';
import { cancelBookingCheckout } from '../api/my-bookings';
import { bookingTexts } from '@shared/texts/booking';
import { creditTexts } from '@shared/texts/credits';
import { meKey, slotKeys } from '@web/lib/query-keys';

const returnParams = ['session_id', 'credits_purchased', 'cancelled_booking'] as const;

export function useCheckoutReturn(): void {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);
  const sessionId = params.get('session_id');
  const creditsPurchased = params.get('credits_purchased') === 'true';
  const cancelledBooking = params.get('cancelled_booking');

  useEffect(() => {
    const key = `${sessionId}|${creditsPurchased}|${cancelledBooking}`;
    if ((!sessionId && !creditsPurchased && !cancelledBooking) || handled.current === key) return;
    handled.current = key;

    const refresh = () => void queryClient.invalidateQueries({ queryKey: meKey });
    if (sessionId) toast.success(bookingTexts.paymentCompleted);
    if (creditsPurchased) toast.success(creditTexts.purchased);
    if (cancelledBooking) {
      void cancelBookingCheckout(cancelledBooking)
        .catch(() => undefined)
        .finally(() => {
          toast.info(bookingTexts.checkoutCancelled);
          refresh();
          void queryClient.invalidateQueries({ queryKey: slotKeys.all });
        });
    }
    refresh();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of returnParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [sessionId, creditsPurchased, cancelledBooking, toast, queryClient, setParams]);
}
