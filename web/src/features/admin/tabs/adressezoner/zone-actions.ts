/** The zones tab's reads and changes; each change re-reads the list (live updates do too). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZoneCreateBody, ZonePatchBody } from '@shared/api/catalog-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';

export const adminZonesQueryOptions = queryOptions({
  queryKey: adminKeys.list('zones'),
  queryFn: ({ signal }) => apiGet('/api/admin/zones', { signal }),
});

export function useZoneChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.list('zones') });
  return {
    create: useMutation({
      mutationFn: (body: ZoneCreateBody) => apiRequest('POST', '/api/admin/zones', { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ZonePatchBody }) =>
        apiRequest('PATCH', '/api/admin/zones/{id}', { params: { id }, body }),
      onSettled,
    }),
    toggle: useMutation({
      mutationFn: (id: string) =>
        apiRequest('POST', '/api/admin/zones/{id}/toggle', { params: { id } }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', '/api/admin/zones/{id}', { params: { id } }),
      onSettled,
    }),
  };
}
