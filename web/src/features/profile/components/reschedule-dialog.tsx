import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@shared/api/entities';
import { bookingChangeTexts as t } from '@shared/texts/booking-changes';
import { MoveDialog, type MoveSlot } from '@web/components/slot-calendar/move-dialog';
import { freeSlotsQueryOptions } from '../api/booking-changes';

interface RescheduleDialogProps {
  booking: Pick<
    Booking,
    'id' | 'booking_date' | 'booking_time' | 'product_id' | 'shoot_lat' | 'shoot_lon'
  >;
  busy: boolean;
  onClose: () => void;
  onConfirm: (slot: MoveSlot) => void;
}

/**
 * The customer's move: the booking page's free times for the booking's product at its
 * address (its own time left out), in the shared move dialog, opening on the booking's date.
 */
export function RescheduleDialog({ booking, busy, onClose, onConfirm }: RescheduleDialogProps) {
  const availability = useQuery(freeSlotsQueryOptions(booking));
  return (
    <MoveDialog
      booking={booking}
      availability={availability}
      title={t.rescheduleTitle}
      intro={t.rescheduleIntro}
      confirmLabel={t.confirmReschedule}
      keepLabel={t.keepBooking}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
