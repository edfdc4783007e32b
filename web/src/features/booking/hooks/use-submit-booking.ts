/**
 * Creating the booking (`POST /api/bookings`, no prices sent). Card bookings with an amount
 * to pay go to the checkout page; others go straight to the thank-you page, which shows the
 * confirmation. Every refusal shows the server's Danish reason; one about the time (taken,
 * too soon, after dark, the drive) sends the customer back to the booking page with the date
 * and address kept, any other (the unpaid cap, a used-up code) keeps the payment page and
 * stays on it as an alert by the pay button (`refusal`) until the customer tries again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { CreateBookingBody } from '@shared/api/booking';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { genericApiErrorMessage } from '@web/lib/api-error';
import { createBooking } from '../api/booking-calls';
import { clearDraft, clearDraftTime } from '@web/lib/booking/booking-draft';
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
  const toast = useToast();
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
      clearDraft();
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
        // Only the time goes: the booking page comes back with the date and address kept.
        toast.error(error.message || bookingTexts.slotTaken);
        clearDraftTime(productId);
        void navigate(pagePath('booking', { productId }), { replace: true });
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
