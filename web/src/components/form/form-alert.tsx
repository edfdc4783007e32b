import './form.css';
import type { ReactNode } from 'react';

/** A message box above a form's button: an error (announced at once) or a notice. */
export function FormAlert({
  kind = 'error',
  children,
}: {
  kind?: 'error' | 'info' | 'success';
  children: ReactNode;
}) {
  return (
    <div className={`form-alert form-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
