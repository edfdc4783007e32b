/** The products tab's reads and changes; each change re-reads the list (live updates do too). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCreateBody, ProductPatchBody } from '@shared/api/catalog-media-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';

export const adminProductsQueryOptions = queryOptions({
  queryKey: adminKeys.list('products'),
  queryFn: ({ signal }) => apiGet('/api/products', { signal }),
});

export function useProductChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.list('products') });
  return {
    create: useMutation({
      mutationFn: (body: ProductCreateBody) => apiRequest('POST', '/api/admin/products', { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ProductPatchBody }) =>
        apiRequest('PATCH', '/api/admin/products/{id}', { params: { id: String(id) }, body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest('DELETE', '/api/admin/products/{id}', { params: { id: String(id) } }),
      onSettled,
    }),
  };
}
