import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCoverageAnswer } from '@web/lib/coverage';

/**
 * The address the coverage page checks: the `address` of its URL (issue 40), so the page
 * renderer answers the form sent before the app started (`/coverage?address=…`) and the
 * app keeps the address in the URL the same way. `asked` is null when nothing was sent, ''
 * when a blank address was.
 */
export function useCheckedAddress() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('address');
  const address = asked?.trim() ?? '';
  const check = useCoverageAnswer(address);
  const { refetch } = check;
  const ask = useCallback(
    (next: string | null) => {
      // The same address asked again is checked again: the zones may have changed meanwhile.
      if (next !== null && next.trim() === address) {
        void refetch();
        return;
      }
      setParams(next === null ? {} : { address: next }, {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams, address, refetch],
  );
  return { asked, address, check, ask };
}

export type CheckedAddress = ReturnType<typeof useCheckedAddress>;
