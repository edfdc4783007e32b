/** The fixed texts of the newsletter sign-up and unsubscribe (SPEC 5 'Public', SPEC 8). */
export const newsletterTexts = {
  invalidEmail: 'Indtast venligst en gyldig email adresse',
  subscribeFailed: 'Der opstod en fejl ved tilmelding',
  subscribeNetworkError: 'Der opstod en fejl ved tilmelding. Prøv venligst igen.',
  subscribed: 'Tak for din tilmelding til vores nyhedsbrev!',
  alreadySubscribed: 'Du er allerede tilmeldt vores nyhedsbrev',
  unsubscribed: 'Du er nu afmeldt fra nyhedsbrevet',
  unsubscribeFailed: 'Der opstod en fejl ved afmelding. Prøv venligst igen.',
  invalidUnsubscribeLink: 'Ugyldigt afmeldingslink',
} as const;
