import { useContent } from '../lib/content/use-content';
import { ErrorPanel } from './error-panel';

/**
 * product §2 'Error fallback': the panel 'Noget gik galt' with a retry button. Its texts are
 * site content; above the content provider (the last-resort boundary) they are the fallbacks.
 */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorPanel
      title={useContent('error-fallback-title')}
      message={useContent('error-fallback-text')}
      actionLabel={useContent('error-fallback-retry')}
      onAction={onRetry}
      headingLevel={1}
    />
  );
}
