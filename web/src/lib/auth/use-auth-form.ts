import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { firstInvalidField, type FieldErrors } from './validation';

/**
 * Values, field errors and the busy state of an account form. On submit it validates,
 * shows the errors and moves focus to the first invalid field (after the errors are in the
 * DOM, so the field is announced with its message); otherwise it runs the action once
 * (further submits are ignored until it settles).
 */
export function useAuthForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
    },
  });

  const handleSubmit =
    (action: (values: Record<F, string>) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busyRef.current) return;
      const form = event.currentTarget;
      const found = validate(values);
      flushSync(() => setErrors(found));
      const first = firstInvalidField(found);
      if (first) {
        const input = form.elements.namedItem(first);
        if (input instanceof HTMLElement) input.focus();
        return;
      }
      busyRef.current = true;
      setBusy(true);
      try {
        await action(values);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    };

  return { values, setValues, errors, busy, field, handleSubmit };
}
