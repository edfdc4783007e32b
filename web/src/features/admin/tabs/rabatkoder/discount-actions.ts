/** The discount codes tab's reads and changes; each change re-reads the list. */
import { adminKeys } from '@web/lib/query-keys';
import {
  adminListQuery,
  useEntryAction,
  useEntryChanges,
} from '@web/features/admin/lib/entry-changes';

export const adminDiscountCodesQueryOptions = adminListQuery(
  'discount_codes',
  '/api/admin/discount-codes',
);

export function useDiscountChanges() {
  const refresh = [adminKeys.list('discount_codes')];
  return {
    ...useEntryChanges(
      { list: '/api/admin/discount-codes', entry: '/api/admin/discount-codes/{id}' },
      refresh,
    ),
    toggle: useEntryAction('/api/admin/discount-codes/{id}/toggle', refresh),
  };
}
