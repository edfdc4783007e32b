/**
 * A checkbox (or one radio button of a group) with its label beside it: `admin-check`; with a
 * hint, the hint below it describes the box (aria-describedby).
 */
import { useId } from 'react';

export function AdminCheck({
  label,
  hint,
  checked,
  onChecked,
  type = 'checkbox',
  name,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  type?: 'checkbox' | 'radio';
  /** The radio group's name. */
  name?: string;
}) {
  const hintId = `${useId()}-hint`;
  const check = (
    <label className="admin-check">
      <input
        type={type}
        name={name}
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onChecked(e.target.checked)}
      />
      {label}
    </label>
  );
  if (!hint) return check;
  return (
    <div className="admin-check-field">
      {check}
      <p id={hintId} className="admin-field__hint">
        {hint}
      </p>
    </div>
  );
}
