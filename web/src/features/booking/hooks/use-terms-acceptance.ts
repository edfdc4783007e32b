/**
 * The payment page's 'Jeg har læst og accepterer handelsbetingelserne' (product §5): whether it
 * is ticked, and `check()` for a pay attempt, which without the tick shows the refusal and
 * moves focus to the checkbox.
 */
import { useRef, useState } from 'react';

export function useTermsAcceptance() {
  const [accepted, setAcceptedState] = useState(false);
  const [refused, setRefused] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);

  const setAccepted = (value: boolean) => {
    setAcceptedState(value);
    if (value) setRefused(false);
  };

  /** True when the customer may pay; otherwise says why and returns false. */
  const check = (): boolean => {
    if (accepted) return true;
    setRefused(true);
    checkbox.current?.focus();
    return false;
  };

  return { accepted, refused, setAccepted, check, checkbox };
}

export type TermsAcceptance = ReturnType<typeof useTermsAcceptance>;
