/**
 * Text fields that keep what a visitor typed before the app started (issue 40, decision 23):
 * hydration keeps a prerendered field's text but not the component's state, and the next
 * render would write the state back into the field, wiping it. The field's text is read into
 * the state as soon as the field is in the page (before the browser paints), so the app goes
 * on from what is there. Elsewhere the field holds the state already and nothing changes.
 */
import { useLayoutEffect, useRef, useState } from 'react';

/** `useState` of a text field, and the ref its input must carry. */
export function useTypedState(initial: string) {
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  useLayoutEffect(() => {
    // The same text changes nothing (the state setter bails out).
    if (field.current) setValue(field.current.value);
  }, []);
  return [value, setValue, field] as const;
}
