/**
 * The toasts of signing out and of an ended session (SPEC 4 and 8), apart from the other
 * account texts because the always-loaded AuthProvider needs only these.
 */
export const signedOutMessage = 'Du er nu logget ud';
export const signOutFailedMessage = 'Kunne ikke logge ud';
/** Reuses the specification's text for an expired session (SPEC 5, newsletter). */
export const sessionExpiredMessage = 'Session udløbet. Log venligst ind igen.';
