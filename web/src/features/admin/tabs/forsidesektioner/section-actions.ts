/** The home sections tab's reads and changes; each change re-reads the list. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeSectionCreateBody, HomeSectionPatchBody } from '@shared/api/catalog-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';

export const adminHomeSectionsQueryOptions = queryOptions({
  queryKey: adminKeys.list('home_sections'),
  queryFn: ({ signal }) => apiGet('/api/admin/home-sections', { signal }),
});

export function useSectionChanges() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: adminKeys.list('home_sections') });
  return {
    create: useMutation({
      mutationFn: (body: HomeSectionCreateBody) =>
        apiRequest('POST', '/api/admin/home-sections', { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: HomeSectionPatchBody }) =>
        apiRequest('PATCH', '/api/admin/home-sections/{id}', { params: { id }, body }),
      onSettled,
    }),
    move: useMutation({
      mutationFn: ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
        apiRequest('POST', '/api/admin/home-sections/{id}/move', {
          params: { id },
          body: { direction },
        }),
      onSuccess: (sections) =>
        queryClient.setQueryData(adminHomeSectionsQueryOptions.queryKey, sections),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', '/api/admin/home-sections/{id}', { params: { id } }),
      onSettled,
    }),
  };
}
