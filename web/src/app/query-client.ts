import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** Refused requests (4xx) are not retried; network and server failures twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000 },
  },
});
