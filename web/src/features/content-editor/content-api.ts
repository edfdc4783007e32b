/** The editor's reads and writes of site content; every change re-reads the site's content. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentCreateBody, ContentUpdateBody } from '@shared/api/content';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys, bootstrapKey } from '@web/lib/query-keys';

export const contentQueryOptions = queryOptions({
  queryKey: adminKeys.list('content'),
  queryFn: ({ signal }) => apiGet('/api/content', { signal }),
});

export function useContentChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.list('content') }),
      queryClient.invalidateQueries({ queryKey: bootstrapKey }),
    ]);
  const update = useMutation({
    mutationFn: ({ key, body }: { key: string; body: ContentUpdateBody }) =>
      apiRequest('PUT', '/api/content/{key}', { params: { key }, body }),
    onSuccess: refresh,
  });
  const add = useMutation({
    mutationFn: (body: ContentCreateBody) => apiRequest('POST', '/api/content', { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (key: string) => apiRequest('DELETE', '/api/content/{key}', { params: { key } }),
    onSuccess: refresh,
  });
  return { update, add, remove };
}
