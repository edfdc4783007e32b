/**
 * The booking schedules tab's reads and changes. Each change re-reads the schedules (and the
 * open booking pages' free slots follow by live update); its answer names the bookings the
 * change took out of the hours.
 */
import { adminKeys, slotKeys } from '@web/lib/query-keys';
import {
  adminListQuery,
  useAddEntry,
  useDeleteEntry,
  useEditEntry,
} from '@web/features/admin/lib/entry-changes';

export const schedulesQueryOptions = adminListQuery('schedules', '/api/admin/schedules');

export function useScheduleChanges() {
  const refresh = [adminKeys.list('schedules'), slotKeys.all];
  return {
    createWeekly: useAddEntry('/api/admin/schedules/weekly', refresh),
    createSpecific: useAddEntry('/api/admin/schedules/specific', refresh),
    update: useEditEntry('/api/admin/schedules/{id}', refresh),
    remove: useDeleteEntry('/api/admin/schedules/{id}', refresh),
  };
}
