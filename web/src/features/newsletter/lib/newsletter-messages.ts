/** SPEC 8 'Newsletter' and SPEC 5 'Public': the texts of the newsletter form and page. */
import { ApiError } from '../../../lib/api';

export const invalidEmailMessage = 'Indtast venligst en gyldig email adresse';
export const subscribeFailedMessage = 'Der opstod en fejl ved tilmelding';
export const subscribeNetworkMessage = 'Der opstod en fejl ved tilmelding. Prøv venligst igen.';
export const unsubscribedMessage = 'Du er nu afmeldt fra nyhedsbrevet';
export const unsubscribeFailedMessage = 'Der opstod en fejl ved afmelding. Prøv venligst igen.';

/** SPEC 5: non-empty and contains '@'. */
export function isSubscribableEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}

/** The server's own message for a refused subscription, the network text when unreachable. */
export function subscribeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return subscribeNetworkMessage;
    if (error.isClientError) return error.message;
    return subscribeFailedMessage;
  }
  return subscribeNetworkMessage;
}

/** An unsubscribe answer that means the link itself is broken (forged, malformed): no retry. */
export const isInvalidLinkError = (error: unknown): boolean =>
  error instanceof ApiError && error.isClientError;
