import { ErrorPanel } from '@web/components/error-panel';
import { commonTexts } from '@shared/texts/common';

/**
 * Shown instead of the site when the initial data cannot be loaded. Its texts (product §2 and 8)
 * are fixed, not site content: the content arrives with the very request that failed.
 */
export function LoadFailedPage() {
  return (
    <main className="fullscreen-message">
      <ErrorPanel
        title={commonTexts.loadFailedTitle}
        message={commonTexts.loadFailedText}
        actionLabel={commonTexts.reloadPage}
        onAction={() => window.location.reload()}
        headingLevel={1}
      />
    </main>
  );
}
