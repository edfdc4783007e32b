/** 'Firmaer's read and change (decision 0035): the firms, and saving a firm's terms. */
import { queryOptions } from '@tanstack/react-query';
import type { FirmBillingBody } from '@shared/api/firm-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminFirmsKey } from '@web/lib/query-keys';
import { useRefreshingMutation } from '@web/features/admin/lib/entry-changes';

export const adminFirmsQueryOptions = queryOptions({
  queryKey: adminFirmsKey,
  queryFn: ({ signal }) => apiGet('/api/admin/firms', { signal }),
});

/** Saves a firm's terms; the list is read again once it settles. */
export function useSaveFirmTerms() {
  const save = ({ id, body }: { id: string; body: FirmBillingBody }) =>
    apiRequest('PUT', '/api/admin/firms/{id}', { params: { id }, body });
  return useRefreshingMutation(save, [adminFirmsKey]);
}
