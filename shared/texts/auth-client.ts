/**
 * Messages of the browser's small Cognito client (shown when nothing better is known), apart
 * from the other account texts: the client is loaded on a visitor's first load.
 */
export const authClientTexts = {
  noConnection: 'Der kunne ikke oprettes forbindelse.',
  configUnavailable: 'Konfigurationen kunne ikke hentes.',
  sessionNotCreated: 'Der blev ikke oprettet en session.',
  newPasswordRequired: 'Vælg en ny adgangskode for at fortsætte.',
} as const;
