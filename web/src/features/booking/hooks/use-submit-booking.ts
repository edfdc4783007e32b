/**
 * Creating the booking (`POST /api/bookings`, no prices sent). Card bookings with an amount
 * to pay go to the checkout page, the draft kept until the booking stands (a cancelled
 * checkout comes back to it); others go straight to the thank-you page, which shows the
 * confirmation. Every refusal shows the server's Danish reason; one about the time (taken,
 * too soon, after dark, the drive) sends the customer back to the booking page with the
 * address, access notes, editing and date kept and the reason on the page, any other (the
 * unpaid cap, a used-up code) keeps the payment page and stays on it as an alert by the pay
 * button (`refusal`) until the customer tries again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { CreateBookingBody } from '@shared/api/booking';
import { ApiError } from '@web/lib/api';
import { genericApiErrorMessage } from '@web/lib/api-error';
import { createBooking } from '../api/booking-calls';
import { clearDraft, clearDraftTime, markDraftAtCheckout } from '@web/lib/booking/booking-draft';
import { bookingReturn } from '@web/lib/booking/booking-return';
import { bookingTexts } from '@shared/texts/booking';
import { meProfileKey, myKeys, slotKeys } from '@web/lib/query-keys';

/** The server's refusals that concern the chosen time (product §4 'Flyable times'). */
const timeRefusals = new Set([
  'slot_taken',
  'too_soon',
  'after_dark',
  'unreachable',
  'unreachable_from_base',
  'day_busy',
  'permit_lead',
]);
const refusesTheTime = (code: string | undefined) => code !== undefined && timeRefusals.has(code);

export function useSubmitBooking(productId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (body: CreateBookingBody) => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const created = await createBooking(body);
      if (created.checkout_url) markDraftAtCheckout(productId, created.booking.id);
      else clearDraft();
      void queryClient.invalidateQueries({ queryKey: meProfileKey });
      void queryClient.invalidateQueries({ queryKey: myKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: slotKeys.all });
      if (created.checkout_url) {
        window.location.assign(created.checkout_url);
        return; // stays busy while the browser leaves
      }
      // Stays busy (no second booking, no entry check) while the thank-you page opens.
      void navigate(pagePath('bookingConfirmed', {}, { booking: created.booking.id }), {
        replace: true,
      });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409 && refusesTheTime(error.code)) {
        // Only the time goes: the booking page comes back with the rest kept, and says why.
        clearDraftTime(productId);
        const back = bookingReturn(
          productId,
          `${error.message || bookingTexts.slotTaken} ${bookingTexts.choicesKept}`,
        );
        void navigate(back.path, { replace: true, state: back.state });
        return;
      }
      const serverMessage =
        error instanceof ApiError && error.status > 0 && error.message !== genericApiErrorMessage
          ? error.message
          : null;
      // A refusal the customer must act on (the unpaid cap, a code) stays on the page.
      setRefusal(serverMessage ?? bookingTexts.bookingFailed);
    }
  };

  return { submit, busy, refusal };
}
