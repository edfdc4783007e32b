/**
 * The profile is where a card checkout left unpaid and a credit checkout return to (product
 * §2 Profile): `?unpaid_booking={id}` (the customer left the card checkout: the booking waits
 * with 'Betal nu' while its checkout is open; if the checkout has expired meanwhile, the
 * booking is gone and the toast says so) and `?credits_purchased=true`. Each shows its toast
 * once, re-reads the bookings and the credit balance, and is removed from the URL. A paid
 * booking checkout returns to the thank-you page instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@web/components/toast/use-toast';
import { useAuth } from '@web/lib/auth/auth-context';
import { bookingTexts } from '@shared/texts/booking';
import { creditTexts } from '@shared/texts/credits';
import { meKey } from '@web/lib/query-keys';
import { myBookingsQueryOptions } from '../api/my-bookings';
import { awaitsCardCheckout } from '../lib/booking-lists';

const returnParams = ['unpaid_booking', 'credits_purchased'] as const;

export function useCheckoutReturn(): void {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);
  const unpaidBooking = params.get('unpaid_booking');
  const creditsPurchased = params.get('credits_purchased') === 'true';

  useEffect(() => {
    const key = `${unpaidBooking}|${creditsPurchased}`;
    if ((!unpaidBooking && !creditsPurchased) || !userId || handled.current === key) return;
    handled.current = key;

    if (creditsPurchased) toast.success(creditTexts.purchased);
    void queryClient
      .invalidateQueries({ queryKey: meKey })
      .then(async () => {
        if (!unpaidBooking) return;
        const bookings = await queryClient.fetchQuery(myBookingsQueryOptions(userId));
        const booking = bookings.find((b) => b.id === unpaidBooking && !b.deleted_at);
        if (!booking) toast.info(bookingTexts.checkoutExpired);
        else if (awaitsCardCheckout(booking)) toast.info(bookingTexts.checkoutLeft);
      })
      .catch(() => undefined); // the list's own query reports a failed read
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of returnParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [unpaidBooking, creditsPurchased, userId, toast, queryClient, setParams]);
}
