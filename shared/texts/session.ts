/**
 * The toasts of signing out and of an ended session (product §4, §5 and 8), apart from the other
 * account texts because the always-loaded auth provider needs only these.
 */
export const sessionTexts = {
  signedOut: 'Du er nu logget ud',
  signOutFailed: 'Kunne ikke logge ud',
  /** product §5 (newsletter) words an expired session this way; every expired session uses it. */
  sessionExpired: 'Session udløbet. Log venligst ind igen.',
  notSignedIn: 'Du er ikke logget ind.',
  loadingAccount: 'Indlæser din konto...',
  /** product §2: a signed-in non-admin who reaches an admin page (then sent to the front page). */
  accessDenied: 'Adgang Nægtet',
} as const;
