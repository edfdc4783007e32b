/**
 * 'Bed om ny tid' from the browser (decision 0039): the request of a signed link, and the
 * customer's answer (a new time or a cancel). The server decides everything.
 */
import { queryOptions } from '@tanstack/react-query';
import type { RescheduleBody } from '@shared/api/booking-changes';
import { apiGet, apiRequest } from '@web/lib/api';
import { linkKeys } from '@web/lib/query-keys';

export interface NewTimeLink {
  id: string;
  expires: string;
  sig: string;
}

export const newTimeQueryOptions = ({ id, expires, sig }: NewTimeLink) =>
  queryOptions({
    queryKey: linkKeys.newTime(id, `${expires}.${sig}`),
    queryFn: ({ signal }) =>
      apiGet('/api/reschedule-requests/{id}', { params: { id }, query: { expires, sig }, signal }),
    enabled: id !== '' && sig !== '' && expires !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });

export const answerWithMove = ({ id, expires, sig }: NewTimeLink, body: RescheduleBody) =>
  apiRequest('POST', '/api/reschedule-requests/{id}/move', {
    params: { id },
    query: { expires, sig },
    body,
  });

export const answerWithCancel = ({ id, expires, sig }: NewTimeLink) =>
  apiRequest('POST', '/api/reschedule-requests/{id}/cancel', {
    params: { id },
    query: { expires, sig },
  });
