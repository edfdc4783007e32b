/**
 * The bookings tab's changes: each re-reads the list, the overview, the day routes and the
 * free times afterwards (the live updates would too, a moment later).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingPatch } from '@shared/api/admin';
import type { UploadRequestBody } from '@shared/api/admin';
import type { RescheduleBody } from '@shared/api/booking-changes';
import { apiGet, apiRequest } from '@web/lib/api';
import { putFile } from '@web/lib/upload-file';
import { adminKeys, slotKeys } from '@web/lib/query-keys';

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
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.list('bookings') }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dayRoutes }),
      queryClient.invalidateQueries({ queryKey: slotKeys.all }),
    ]);
  const markPaid = useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', '/api/admin/bookings/{id}/mark-paid', { params: { id } }),
    onSettled: refresh,
  });
  const complete = useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', '/api/admin/bookings/{id}/complete', { params: { id } }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminBookingPatch }) =>
      apiRequest('PATCH', '/api/admin/bookings/{id}', { params: { id }, body: patch }),
    onSettled: refresh,
  });
  const move = useMutation({
    mutationFn: ({ id, slot }: { id: string; slot: RescheduleBody }) =>
      apiRequest('POST', '/api/admin/bookings/{id}/reschedule', { params: { id }, body: slot }),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', '/api/admin/bookings/{id}/cancel', { params: { id } }),
    onSettled: refresh,
  });
  return { markPaid, complete, update, move, cancel };
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
