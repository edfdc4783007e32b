/**
 * The problems of a form's fields, each shown next to its field (aria-invalid, described by
 * it): worked out from the values as they are now, so a problem goes as soon as the owner
 * fixes it (an image uploaded, a price corrected) instead of staying as it was at the last
 * save. They show from the first try to save on; that try moves focus to the first field in
 * error, whose message a screen reader then reads.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useFieldErrors<Field extends string>(
  current: Partial<Record<Field, string>>,
): {
  errors: Partial<Record<Field, string>>;
  formRef: RefObject<HTMLFormElement | null>;
  showErrors: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(false);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);
  return {
    errors: shown ? current : {},
    formRef,
    /** A try to save found problems: show them, and go to the first. */
    showErrors: () => {
      setShown(true);
      setTries((n) => n + 1);
    },
  };
}
