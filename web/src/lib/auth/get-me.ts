/**
 * The signed-in user's profile (`GET /api/me`): credits and the admin flag. Query keys of
 * data that belongs to the signed-in user start with 'me', so sign-out can drop them all.
 */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../api';
import { meProfileOfKey } from '../shell-query-keys';

export const meQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: meProfileOfKey(userId),
    queryFn: ({ signal }) => apiGet('/api/me', { signal }),
    staleTime: 60_000,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.isClientError),
  });
