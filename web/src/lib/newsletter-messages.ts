/** product §8 'Newsletter' and product §5 'Public': the rules and messages of the newsletter form. */
import { ApiError } from './api';
import { newsletterTexts } from '@shared/texts/newsletter';

/** product §5: non-empty and contains '@'. */
export function isSubscribableEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}

/** The server's own message for a refused subscription, the network text when unreachable. */
export function subscribeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return newsletterTexts.subscribeNetworkError;
    if (error.isClientError) return error.message;
    return newsletterTexts.subscribeFailed;
  }
  return newsletterTexts.subscribeNetworkError;
}

/** An unsubscribe answer that means the link itself is broken (forged, malformed): no retry. */
export const isInvalidLinkError = (error: unknown): boolean =>
  error instanceof ApiError && error.isClientError;
