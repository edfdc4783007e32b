/**
 * The profile is where a card checkout left unpaid and a credit checkout return to (product
 * §2 Profile): `?unpaid_booking={id}` and `?credits_purchased=true`. Each is handled once,
 * re-reads the bookings and the credit balance, and is removed from the URL. A paid booking
 * checkout returns to the thank-you page instead.
 *
 * Left unpaid ('Tilbage' on the checkout), the booking waits here with 'Betal nu' and
 * 'Annuller booking' while its checkout is open, and a toast says so. Cancelled there
 * ('Annuller') or run out, the booking is gone: the customer is taken back to the booking page
 * with the choices this browser kept of it and told what happened (issue 40); without them,
 * the toast says it here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@web/components/toast/use-toast';
import { useAuth } from '@web/lib/auth/auth-context';
import { bookingTexts } from '@shared/texts/booking';
import { creditTexts } from '@shared/texts/credits';
import { meKey } from '@web/lib/query-keys';
import { myBookingsQueryOptions } from '../api/my-bookings';
import { awaitsCardCheckout } from '../lib/booking-lists';
import { draftOfCheckout } from '@web/lib/booking/booking-draft';
import { bookingReturn } from '@web/lib/booking/booking-return';

const returnParams = ['unpaid_booking', 'credits_purchased'] as const;

export function useCheckoutReturn(): void {
  const toast = useToast();
  const navigate = useNavigate();
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
        if (booking) {
          if (awaitsCardCheckout(booking)) toast.info(bookingTexts.checkoutLeft);
          return;
        }
        const draft = draftOfCheckout(unpaidBooking);
        if (!draft) {
          toast.info(bookingTexts.checkoutCancelled);
          return;
        }
        const back = bookingReturn(draft.productId, bookingTexts.checkoutCancelledKept);
        await navigate(back.path, { replace: true, state: back.state });
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
  }, [unpaidBooking, creditsPurchased, userId, toast, queryClient, setParams, navigate]);
}
