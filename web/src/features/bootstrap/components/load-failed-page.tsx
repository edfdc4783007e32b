import { ErrorPanel } from '../../../components/error-panel';

/** Shown instead of the site when the initial data cannot be loaded. */
export function LoadFailedPage() {
  return (
    <main className="fullscreen-message">
      <ErrorPanel
        title="Fejl ved indlæsning"
        message="Kunne ikke indlæse data. Prøv venligst igen."
        actionLabel="Genindlæs siden"
        onAction={() => window.location.reload()}
        headingLevel={1}
      />
    </main>
  );
}
