/** The public address check (`POST /api/coverage/check`). */
import { useMutation } from '@tanstack/react-query';
import type { CoverageCheck } from '@shared/api/coverage';
import { apiRequest } from './api';

export type { CoverageCheck } from '@shared/api/coverage';

/** The address could not be found (the server's ordinary `found: false` answer). */
export class AddressNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressNotFoundError';
  }
}

/** The coverage of a found address; rejects with AddressNotFoundError for an unknown one. */
export async function checkCoverage(address: string): Promise<CoverageCheck> {
  const answer = await apiRequest('POST', '/api/coverage/check', { body: { address } });
  if (!answer.found) throw new AddressNotFoundError(answer.message);
  return answer;
}

export function useCoverageCheck() {
  return useMutation({ mutationFn: checkCoverage });
}
