/** All reviews (`GET /api/ratings`), under the `ratings` key that live updates invalidate. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api';

export const ratingsQueryOptions = queryOptions({
  queryKey: ['ratings'],
  queryFn: ({ signal }) => apiGet('/api/ratings', { signal }),
});
