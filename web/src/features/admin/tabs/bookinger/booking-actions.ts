/** The bookings tab's changes: each re-reads the list and the overview afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingPatch } from '@shared/api/admin';
import type { UploadRequestBody } from '@shared/api/admin';
import { apiRequest } from '@web/lib/api';
import { putFile } from '@web/lib/upload-file';
import { adminKeys } from '@web/lib/query-keys';

export function useBookingChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.list('bookings') }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
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
  return { markPaid, complete, update };
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
