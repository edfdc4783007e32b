/** The portfolio tab's reads and changes; each change re-reads the list (live updates do too). */
import { adminKeys } from '@web/lib/query-keys';
import { adminListQuery, useEntryChanges } from '@web/features/admin/lib/entry-changes';

export const adminPortfolioQueryOptions = adminListQuery('portfolio', '/api/portfolio');

export const usePortfolioChanges = () =>
  useEntryChanges({ list: '/api/admin/portfolio', entry: '/api/admin/portfolio/{id}' }, [
    adminKeys.list('portfolio'),
  ]);
