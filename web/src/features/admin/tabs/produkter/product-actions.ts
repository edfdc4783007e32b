/** The products tab's reads and changes; each change re-reads the list (live updates do too). */
import { adminKeys } from '@web/lib/query-keys';
import { adminListQuery, useEntryChanges } from '@web/features/admin/lib/entry-changes';

export const adminProductsQueryOptions = adminListQuery('products', '/api/products');

export const useProductChanges = () =>
  useEntryChanges({ list: '/api/admin/products', entry: '/api/admin/products/{id}' }, [
    adminKeys.list('products'),
  ]);
