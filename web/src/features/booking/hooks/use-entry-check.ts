/**
 * On entering /payment the slot and the address are checked again (product §5). A slot that is
 * gone, an address outside the zones or a failed check sends the customer back to the
 * booking page, which says why; a covered address gives 'Adressen er {distance} fra vores base'.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentNavigationState } from '../lib/payment-navigation';
import { checkBooking } from '../api/booking-calls';
import { bookingTexts } from '@shared/texts/booking';
import { distanceFromBaseText } from '@shared/domain/distance';
import { permitOf, type BookingPermit } from '@shared/domain/booking-lifecycle/permit';
import { myKeys } from '@web/lib/query-keys';
import { clearDraftTime } from '@web/lib/booking/booking-draft';
import { bookingReturn } from '@web/lib/booking/booking-return';

export type EntryCheck =
  | { status: 'checking' }
  /** The permit the shoot will depend on (null: its address needs none). */
  | { status: 'ok'; distanceNote: string; permit: BookingPermit | null };

/**
 * `active` is false once the booking is being created: the customer's own booking takes the
 * slot, which must not read as 'slot gone'.
 */
export function useEntryCheck(order: PaymentNavigationState, active: boolean): EntryCheck {
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: myKeys.bookingCheck([
      order.productId,
      order.bookingDate,
      order.bookingTime,
      order.address,
    ]),
    queryFn: () =>
      checkBooking({
        product_id: order.productId,
        booking_date: order.bookingDate,
        booking_time: order.bookingTime,
        address: order.address,
      }),
    enabled: active,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const problem = check.isError
    ? bookingTexts.bookingCheckFailed
    : check.data && !check.data.slot_available
      ? (check.data.slot_message ?? bookingTexts.slotTaken)
      : check.data && !check.data.coverage
        ? bookingTexts.addressNotValidated
        : check.data && check.data.coverage && !check.data.coverage.covered
          ? bookingTexts.addressOutside
          : null;

  const timeRefused = check.data !== undefined && !check.data.slot_available;
  useEffect(() => {
    if (!problem || !active) return;
    // Back to the booking page with what was entered and why; a refused time is the only
    // thing cleared.
    if (timeRefused) clearDraftTime(order.productId);
    const back = bookingReturn(order.productId, `${problem} ${bookingTexts.choicesKept}`);
    void navigate(back.path, { replace: true, state: back.state });
  }, [problem, active, navigate, order.productId, timeRefused]);

  if (!check.data?.coverage || problem) return { status: 'checking' };
  return {
    status: 'ok',
    distanceNote: distanceFromBaseText(check.data.coverage.distance_km),
    permit: permitOf({ drone_zone: check.data.drone_zone }),
  };
}
