/**
 * The one request behind the first screen: site content, products, home sections and
 * zones (`GET /api/bootstrap`).
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Bootstrap } from '@shared/api/routes';
import { apiGet } from './api';
import { bootstrapKey } from './shell-query-keys';

export function getBootstrap(signal?: AbortSignal): Promise<Bootstrap> {
  return apiGet('/api/bootstrap', { signal });
}

export const bootstrapQueryOptions = queryOptions({
  queryKey: bootstrapKey,
  queryFn: ({ signal }) => getBootstrap(signal),
  staleTime: 60_000,
});

/**
 * The loaded bootstrap data. Only for components rendered below the initial-load gate,
 * which renders its children once the data is in the cache (so this never suspends).
 */
export function useBootstrapData(): Bootstrap {
  return useSuspenseQuery(bootstrapQueryOptions).data;
}
