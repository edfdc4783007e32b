/**
 * Validates the shoot address against the active zones (`POST /api/coverage/check`) on blur
 * and on Continue (product §5). The result belongs to the exact (trimmed) text that was checked:
 * editing the address makes it 'idle' again. Only the newest request's answer is kept.
 */
import { useCallback, useRef, useState } from 'react';
import { checkCoverage, type CoverageCheck } from '@web/lib/coverage';

export type AddressValidation =
  | { status: 'idle' }
  | { status: 'validating'; address: string }
  | { status: 'covered'; address: string; coverage: CoverageCheck }
  | { status: 'outside'; address: string; coverage: CoverageCheck }
  | { status: 'failed'; address: string };

const idle: AddressValidation = { status: 'idle' };

export function useAddressValidation(address: string) {
  const [state, setState] = useState<AddressValidation>(idle);
  const latest = useRef(0);
  const trimmed = address.trim();
  const current: AddressValidation =
    state.status !== 'idle' && state.address === trimmed ? state : idle;

  /** Checks the address (unless this exact text was already answered); resolves to the result. */
  const validate = useCallback(
    async (text: string): Promise<AddressValidation> => {
      const value = text.trim();
      if (!value) {
        setState(idle);
        return idle;
      }
      if (
        state.status !== 'idle' &&
        state.status !== 'validating' &&
        state.status !== 'failed' &&
        state.address === value
      ) {
        return state;
      }
      const request = ++latest.current;
      setState({ status: 'validating', address: value });
      let next: AddressValidation;
      try {
        const coverage = await checkCoverage(value);
        next = { status: coverage.covered ? 'covered' : 'outside', address: value, coverage };
      } catch {
        next = { status: 'failed', address: value };
      }
      if (request === latest.current) setState(next);
      return next;
    },
    [state],
  );

  return { validation: current, validate };
}
