import './form.css';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * The form's submit button. While busy it stays focusable but inert (aria-disabled, the
 * form ignores submits) and shows a spinner with the busy label.
 */
export function SubmitButton({ busy, busyLabel, children, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn btn--primary form-submit ${className ?? ''}`.trim()}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="spinner spinner--small" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
