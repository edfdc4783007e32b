import { ErrorPanel } from '../../../components/error-panel';

/**
 * Shown instead of the site when the initial data cannot be loaded. Its texts (SPEC 2 and 8)
 * are fixed, not site content: the content arrives with the very request that failed.
 */
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
