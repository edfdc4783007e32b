/** The public address check (`POST /api/coverage/check`). */
import { useQuery } from '@tanstack/react-query';
import type { CoverageCheck } from '@shared/api/coverage';
import { apiRequest } from './api';
import { coverageKey } from './query-keys';

export type { CoverageCheck } from '@shared/api/coverage';

/** The address could not be found (the server's ordinary `found: false` answer). */
export class AddressNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressNotFoundError';
  }
}

const askCoverage = (address: string) =>
  apiRequest('POST', '/api/coverage/check', { body: { address } });

/** The coverage of a found address; rejects with AddressNotFoundError for an unknown one. */
export async function checkCoverage(address: string): Promise<CoverageCheck> {
  const answer = await askCoverage(address);
  if (!answer.found) throw new AddressNotFoundError(answer.message);
  return answer;
}

/**
 * The coverage page's answer for an address ('' = none asked): a query, so the page renderer
 * answers `/coverage?address=…` with it and the browser hydrates it without asking again. The
 * same address asked again on the page is checked again (its zones may have changed).
 */
export function useCoverageAnswer(address: string) {
  return useQuery({
    queryKey: coverageKey(address),
    queryFn: () => askCoverage(address),
    enabled: address !== '',
    staleTime: Infinity,
  });
}
