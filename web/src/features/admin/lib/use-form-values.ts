/**
 * A form's values as typed. `set` changes some of them (a patch, or a patch made from the
 * values as they are then) and tells `onChange` first: the form's last refusal answered a
 * save that is no longer what the form holds, so its message goes.
 */
import { useState } from 'react';

export function useFormValues<Values>(initial: Values, onChange: () => void) {
  const [values, setValues] = useState<Values>(initial);
  const set = (patch: Partial<Values> | ((current: Values) => Partial<Values>)) => {
    onChange();
    setValues((current) => ({
      ...current,
      ...(typeof patch === 'function' ? patch(current) : patch),
    }));
  };
  return [values, set] as const;
}
