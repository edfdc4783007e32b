/** Covers the page while the account state loads on a protected route (product §2). */
export function FullScreenSpinner({ label = 'Indlæser...' }: { label?: string }) {
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
