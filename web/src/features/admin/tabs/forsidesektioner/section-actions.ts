/** The home sections tab's reads and changes; each change re-reads the list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';
import { adminListQuery, useEntryChanges, useRefresh } from '@web/features/admin/lib/entry-changes';

export const adminHomeSectionsQueryOptions = adminListQuery(
  'home_sections',
  '/api/admin/home-sections',
);

export function useSectionChanges() {
  const queryClient = useQueryClient();
  const refresh = [adminKeys.list('home_sections')];
  return {
    ...useEntryChanges(
      { list: '/api/admin/home-sections', entry: '/api/admin/home-sections/{id}' },
      refresh,
    ),
    move: useMutation({
      mutationFn: ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
        apiRequest('POST', '/api/admin/home-sections/{id}/move', {
          params: { id },
          body: { direction },
        }),
      onSuccess: (sections) =>
        queryClient.setQueryData(adminHomeSectionsQueryOptions.queryKey, sections),
      onSettled: useRefresh(refresh),
    }),
  };
}
