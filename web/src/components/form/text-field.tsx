import './form.css';
import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Also the input's name (forms focus their first invalid field by name). */
  name: string;
  formId: string;
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ name, formId, label, hint, error, ...input }: TextFieldProps) {
  const id = `${formId}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
