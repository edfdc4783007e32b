/**
 * Validates the shoot address against the active zones (`POST /api/coverage/check`) on blur
 * and on Continue (product §5). An address the rules refuse (several lines, too long,
 * invisible characters: shared/domain/address-rules.ts) is 'invalid' with its Danish message
 * before anything is asked; one the server refuses as input (400) is too, with the server's.
 * The result belongs to the exact (trimmed) text that was checked: editing the address makes
 * it 'idle' again. Only the newest request's answer is kept.
 */
import { useCallback, useRef, useState } from 'react';
import { addressProblem } from '@shared/domain/address-rules';
import { ApiError } from '@web/lib/api';
import { checkCoverage, type CoverageCheck } from '@web/lib/coverage';

export type AddressValidation =
  | { status: 'idle' }
  | { status: 'validating'; address: string }
  | { status: 'covered'; address: string; coverage: CoverageCheck }
  | { status: 'outside'; address: string; coverage: CoverageCheck }
  | { status: 'invalid'; address: string; message: string }
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
        state.status !== 'invalid' &&
        state.address === value
      ) {
        return state;
      }
      const request = ++latest.current;
      const problem = addressProblem(value);
      if (problem) {
        const invalid: AddressValidation = { status: 'invalid', address: value, message: problem };
        setState(invalid);
        return invalid;
      }
      setState({ status: 'validating', address: value });
      let next: AddressValidation;
      try {
        const coverage = await checkCoverage(value);
        next = { status: coverage.covered ? 'covered' : 'outside', address: value, coverage };
      } catch (error) {
        next =
          error instanceof ApiError && error.status === 400 && error.message
            ? { status: 'invalid', address: value, message: error.message }
            : { status: 'failed', address: value };
      }
      if (request === latest.current) setState(next);
      return next;
    },
    [state],
  );

  return { validation: current, validate };
}
