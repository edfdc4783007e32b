/** All reviews (`GET /api/ratings`), under the `ratings` key that live updates invalidate. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api';
import { listKey } from './shell-query-keys';

export const ratingsQueryOptions = queryOptions({
  queryKey: listKey('ratings'),
  queryFn: ({ signal }) => apiGet('/api/ratings', { signal }),
});
