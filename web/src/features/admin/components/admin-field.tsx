/**
 * The admin panel's labelled fields: a text, number, date or time input, a text area and a
 * select, each with its label and optional hint wired by id (the shared `Field` of the site's
 * forms, in the admin panel's classes). `AdminField` alone takes any control, e.g. a colour.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, type FieldControl, type FieldLook } from '@web/components/form/field';

const look: FieldLook = {
  field: 'admin-field',
  hint: 'admin-field__hint',
  error: 'admin-field__error',
};

interface FieldText {
  label: string;
  hint?: string;
  error?: string;
}

export function AdminField({
  label,
  hint,
  error,
  children,
}: FieldText & { children: (control: FieldControl) => ReactNode }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} look={look}>
      {children}
    </Field>
  );
}

type AdminInputProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
    value: string;
    onValue: (value: string) => void;
  };

/** An input whose value is a string (as typed); `onValue` gets each change. */
export function AdminInput({ label, hint, error, value, onValue, ...input }: AdminInputProps) {
  return (
    <AdminField label={label} hint={hint} error={error}>
      {(control) => (
        <input {...input} {...control} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
    </AdminField>
  );
}

/**
 * An amount in kroner as a Danish owner types it ('1.499', '1.499,50'): a text field with the
 * phone's number keyboard with a comma, read by shared/domain/kroner-input.ts (decision 0037).
 */
export function AdminKronerInput(props: Omit<AdminInputProps, 'type' | 'inputMode'>) {
  return <AdminInput type="text" inputMode="decimal" autoComplete="off" {...props} />;
}

/**
 * A number: the phone's number keyboard (`inputMode` 'decimal' for one with a fraction, e.g.
 * '2,5') and the browser's steps between `min` and `max`. The value stays the string typed.
 */
export function AdminNumberInput({
  inputMode = 'numeric',
  ...props
}: Omit<AdminInputProps, 'type' | 'inputMode'> & { inputMode?: 'numeric' | 'decimal' }) {
  return <AdminInput type="number" inputMode={inputMode} {...props} />;
}

export function AdminTextArea({
  label,
  hint,
  error,
  rows,
  value,
  onValue,
}: FieldText & { rows: number; value: string; onValue: (value: string) => void }) {
  return (
    <AdminField label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </AdminField>
  );
}

export interface AdminOption<V extends string> {
  value: V;
  label: string;
}

/** A choice of fixed options; `onValue` gets the chosen option's value. */
export function AdminSelect<V extends string>({
  label,
  hint,
  error,
  options,
  value,
  onValue,
}: FieldText & {
  options: readonly AdminOption<V>[];
  value: V;
  onValue: (value: V) => void;
}) {
  return (
    <AdminField label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onValue(e.target.value as V)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}
