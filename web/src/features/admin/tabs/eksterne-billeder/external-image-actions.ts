/** The external images tab's reads and changes; each change re-reads the list. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExternalImageCreateBody } from '@shared/api/catalog-media-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';

export const externalImagesQueryOptions = queryOptions({
  queryKey: adminKeys.list('external_images'),
  queryFn: ({ signal }) => apiGet('/api/admin/external-images', { signal }),
});

export function useExternalImageChanges() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: adminKeys.list('external_images') });
  return {
    create: useMutation({
      mutationFn: (body: ExternalImageCreateBody) =>
        apiRequest('POST', '/api/admin/external-images', { body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', '/api/admin/external-images/{id}', { params: { id } }),
      onSettled,
    }),
  };
}
