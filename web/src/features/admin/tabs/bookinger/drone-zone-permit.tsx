import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/entities';
import { droneZoneTexts as t } from '@shared/texts/drone-zones';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { droneZoneSentence } from '@web/lib/drone-zone-text';
import { adminKeys } from '@web/lib/query-keys';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { useState } from 'react';
import { rescheduleAskRefusal } from '@shared/domain/booking-lifecycle/reschedule-request';
import { rescheduleRequestTexts as r } from '@shared/texts/reschedule-request';
import { RescheduleAskDialog } from './reschedule-ask';

/**
 * The drone zone a booking's address lay in when booked (product §4 'Drone zones') and, when
 * the zone needs a permit, the owner's 'Tilladelse modtaget'. Nothing without a zone.
 */
export function DroneZonePermit({ booking }: { booking: Booking }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (received: boolean) =>
      apiRequest('POST', '/api/admin/bookings/{id}/permit', {
        params: { id: booking.id },
        body: { permit_received: received },
      }),
    onSuccess: () => toast.success(t.permitSaved),
    onError: () => toast.error(t.permitSaveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.list('bookings') }),
  });
  const [asking, setAsking] = useState(false);
  const zone = booking.drone_zone;
  if (!zone) return null;
  const received = save.isPending ? (save.variables ?? false) : (booking.permit_received ?? false);
  return (
    <div className="admin-booking__drone-zone">
      <p>
        <strong>{t.zoneFact}:</strong> {droneZoneSentence(zone)}
      </p>
      {zone.permit_required && !received ? (
        // The shoot depends on it: said until the owner has it.
        <p className="admin-booking__permit-missing">
          <strong>{t.permitMissing}.</strong> {t.permitRefusedRule}
        </p>
      ) : null}
      {zone.permit_required ? (
        <AdminCheck label={t.permitReceived} checked={received} onChecked={save.mutate} />
      ) : null}
      {zone.permit_required && !received && rescheduleAskRefusal(booking) === null ? (
        // A refused permit: the customer chooses a new time or cancels (decision 0039).
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => setAsking(true)}
        >
          {r.permitRefused}
        </button>
      ) : null}
      {asking ? (
        <RescheduleAskDialog
          target={{ bookingId: booking.id }}
          reason={r.permitRefusedReason}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
