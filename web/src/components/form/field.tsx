/**
 * A label, one control and the control's hint and error, wired by id: the label names the
 * control, and the control's aria-describedby names the error and the hint, so a screen
 * reader reads both with it. The site's forms (TextField) and the admin panel's fields share
 * this wiring and differ only in their classes (`look`).
 */
import type { ReactNode } from 'react';

/** What the control is given: its id, and whether it is invalid and what describes it. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The classes of the field's box, label, hint and error. */
export interface FieldLook {
  field: string;
  label?: string;
  hint: string;
  error: string;
}

interface FieldProps {
  /** The control's id; the hint and the error are `<id>-hint` and `<id>-error`. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  look: FieldLook;
  children: (control: FieldControl) => ReactNode;
}

export function Field({ id, label, hint, error, look, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={look.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={look.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
