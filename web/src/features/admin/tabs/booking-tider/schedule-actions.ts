/**
 * The booking schedules tab's reads and changes. Each change re-reads the schedules (and the
 * open booking pages' free slots follow by live update); its answer names the bookings the
 * change took out of the hours.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SchedulePatchBody,
  SpecificDateBody,
  WeeklyPeriodBody,
} from '@shared/api/schedules-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys, slotKeys } from '@web/lib/query-keys';

export const schedulesQueryOptions = queryOptions({
  queryKey: adminKeys.list('schedules'),
  queryFn: ({ signal }) => apiGet('/api/admin/schedules', { signal }),
});

export function useScheduleChanges() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.list('schedules') }),
      queryClient.invalidateQueries({ queryKey: slotKeys.all }),
    ]);
  return {
    createWeekly: useMutation({
      mutationFn: (body: WeeklyPeriodBody) =>
        apiRequest('POST', '/api/admin/schedules/weekly', { body }),
      onSettled,
    }),
    createSpecific: useMutation({
      mutationFn: (body: SpecificDateBody) =>
        apiRequest('POST', '/api/admin/schedules/specific', { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: SchedulePatchBody }) =>
        apiRequest('PATCH', '/api/admin/schedules/{id}', { params: { id }, body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', '/api/admin/schedules/{id}', { params: { id } }),
      onSettled,
    }),
  };
}
