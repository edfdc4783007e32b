/** The zones tab's reads and changes; each change re-reads the list (live updates do too). */
import { adminKeys } from '@web/lib/query-keys';
import {
  adminListQuery,
  useEntryAction,
  useEntryChanges,
} from '@web/features/admin/lib/entry-changes';

export const adminZonesQueryOptions = adminListQuery('zones', '/api/admin/zones');

export function useZoneChanges() {
  const refresh = [adminKeys.list('zones')];
  return {
    ...useEntryChanges({ list: '/api/admin/zones', entry: '/api/admin/zones/{id}' }, refresh),
    toggle: useEntryAction('/api/admin/zones/{id}/toggle', refresh),
  };
}
