/** The portfolio tab's reads and changes; each change re-reads the list (live updates do too). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioCreateBody, PortfolioPatchBody } from '@shared/api/catalog-media-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';

export const adminPortfolioQueryOptions = queryOptions({
  queryKey: adminKeys.list('portfolio'),
  queryFn: ({ signal }) => apiGet('/api/portfolio', { signal }),
});

export function usePortfolioChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.list('portfolio') });
  return {
    create: useMutation({
      mutationFn: (body: PortfolioCreateBody) =>
        apiRequest('POST', '/api/admin/portfolio', { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: PortfolioPatchBody }) =>
        apiRequest('PATCH', '/api/admin/portfolio/{id}', { params: { id }, body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', '/api/admin/portfolio/{id}', { params: { id } }),
      onSettled,
    }),
  };
}
