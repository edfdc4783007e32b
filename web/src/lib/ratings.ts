/** All reviews (`GET /api/ratings`), under the `ratings` key that live updates invalidate. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api';
import { queryKeys } from '@web/lib/query-keys';

export const ratingsQueryOptions = queryOptions({
  queryKey: queryKeys.list('ratings'),
  queryFn: ({ signal }) => apiGet('/api/ratings', { signal }),
});
