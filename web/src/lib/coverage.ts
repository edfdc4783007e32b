/** The public address check (`POST /api/coverage/check`). */
import { useMutation } from '@tanstack/react-query';
import type { CoverageCheck } from '@shared/api/coverage';
import { apiRequest } from './api';

export type { CoverageCheck } from '@shared/api/coverage';

export function checkCoverage(address: string): Promise<CoverageCheck> {
  return apiRequest('POST', '/api/coverage/check', { body: { address } });
}

export function useCoverageCheck() {
  return useMutation({ mutationFn: checkCoverage });
}
