import { ApiError } from '@web/lib/api';

/** The server's Danish reason when it refused the request (4xx), else the fallback text. */
export const refusalText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.isClientError ? error.message : fallback;
