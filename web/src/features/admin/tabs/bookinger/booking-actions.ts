/**
 * The bookings tab's changes: each re-reads the list, the overview, the day routes and the
 * free times afterwards (the live updates would too, a moment later).
 */
import { queryOptions } from '@tanstack/react-query';
import type { UploadRequestBody } from '@shared/api/admin';
import type { RescheduleBody } from '@shared/api/booking-changes';
import type { RescheduleAskBody } from '@shared/api/reschedule-requests';
import { apiGet, apiRequest } from '@web/lib/api';
import { putFile } from '@web/lib/upload-file';
import { adminKeys, slotKeys } from '@web/lib/query-keys';
import {
  useEditEntry,
  useEntryAction,
  useRefreshingMutation,
} from '@web/features/admin/lib/entry-changes';

/**
 * The times the owner can move a booking to (flyable and free, no minimum notice): under
 * 'slots', so a live change of booked slots re-reads it.
 */
export const ownerFreeSlotsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: slotKeys.ownerMove(bookingId),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/bookings/{id}/free-slots', { params: { id: bookingId }, signal }),
    staleTime: 30_000,
  });

export function useBookingChanges() {
  const refresh = [
    adminKeys.list('bookings'),
    adminKeys.overview,
    adminKeys.dayRoutes,
    slotKeys.all,
  ];
  return {
    markPaid: useEntryAction('/api/admin/bookings/{id}/mark-paid', refresh),
    complete: useEntryAction('/api/admin/bookings/{id}/complete', refresh),
    update: useEditEntry('/api/admin/bookings/{id}', refresh),
    move: useRefreshingMutation(
      ({ id, slot }: { id: string; slot: RescheduleBody }) =>
        apiRequest('POST', '/api/admin/bookings/{id}/reschedule', { params: { id }, body: slot }),
      refresh,
    ),
    cancel: useEntryAction('/api/admin/bookings/{id}/cancel', refresh),
    // 'Bed om ny tid' for one booking or a day (decision 0039).
    askForNewTime: useRefreshingMutation(
      (body: RescheduleAskBody) => apiRequest('POST', '/api/admin/reschedule-requests', { body }),
      refresh,
    ),
  };
}

/** Uploads a delivery file for a booking straight to storage; answers its key. */
export async function uploadDelivery(
  bookingId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const request: UploadRequestBody = {
    file_name: file.name,
    size: file.size,
    content_type: file.type || 'application/octet-stream',
  };
  const started = await apiRequest('POST', '/api/admin/bookings/{id}/delivery-upload', {
    params: { id: bookingId },
    body: request,
  });
  await putFile(started, file, onProgress);
  return started.key;
}
