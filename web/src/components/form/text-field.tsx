import './form.css';
import type { InputHTMLAttributes } from 'react';
import { Field, type FieldLook } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Also the input's name (forms focus their first invalid field by name). */
  name: string;
  formId: string;
  label: string;
  hint?: string;
  error?: string;
}

const look: FieldLook = {
  field: 'form-field',
  label: 'form-field__label',
  hint: 'form-field__hint',
  error: 'form-field__error',
};

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ name, formId, label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field id={`${formId}-${name}`} label={label} hint={hint} error={error} look={look}>
      {(control) => <input {...input} {...control} name={name} className="form-field__input" />}
    </Field>
  );
}
