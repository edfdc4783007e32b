/** The discount codes tab's reads and changes; each change re-reads the list. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCreateBody, DiscountPatchBody } from '@shared/api/catalog-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';

export const adminDiscountCodesQueryOptions = queryOptions({
  queryKey: adminKeys.list('discount_codes'),
  queryFn: ({ signal }) => apiGet('/api/admin/discount-codes', { signal }),
});

export function useDiscountChanges() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: adminKeys.list('discount_codes') });
  return {
    create: useMutation({
      mutationFn: (body: DiscountCreateBody) =>
        apiRequest('POST', '/api/admin/discount-codes', { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: DiscountPatchBody }) =>
        apiRequest('PATCH', '/api/admin/discount-codes/{id}', { params: { id }, body }),
      onSettled,
    }),
    toggle: useMutation({
      mutationFn: (id: string) =>
        apiRequest('POST', '/api/admin/discount-codes/{id}/toggle', { params: { id } }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', '/api/admin/discount-codes/{id}', { params: { id } }),
      onSettled,
    }),
  };
}
