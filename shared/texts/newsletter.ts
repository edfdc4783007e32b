/** The fixed texts of the newsletter sign-up and unsubscribe (product §5 'Public', product §8). */
export const newsletterTexts = {
  invalidEmail: 'Indtast venligst en gyldig e-mailadresse',
  subscribeFailed: 'Der opstod en fejl ved tilmelding',
  subscribeNetworkError: 'Der opstod en fejl ved tilmelding. Prøv venligst igen.',
  subscribed: 'Tak for din tilmelding til vores nyhedsbrev!',
  alreadySubscribed: 'Du er allerede tilmeldt vores nyhedsbrev',
  unsubscribed: 'Du er nu afmeldt fra nyhedsbrevet',
  unsubscribeFailed: 'Der opstod en fejl ved afmelding. Prøv venligst igen.',
  invalidUnsubscribeLink: 'Ugyldigt afmeldingslink',
} as const;

/** Double opt-in: the sign-up answer, the confirmation mail and page. */
export const newsletterConfirmTexts = {
  checkYourMail:
    'Tak! Vi har sendt dig en e-mail. Klik på linket i den for at bekræfte din tilmelding.',
  mailSubject: 'Bekræft din tilmelding til vores nyhedsbrev',
  mailIntro: 'Tak for din interesse for vores nyhedsbrev. Bekræft din tilmelding her:',
  mailButton: 'Bekræft min tilmelding',
  mailIgnore: 'Har du ikke tilmeldt dig? Så kan du se bort fra denne e-mail.',
  confirming: 'Bekræfter din tilmelding...',
  confirmed: 'Din tilmelding er bekræftet. Tak!',
  confirmedText: 'Du modtager nu vores nyhedsbrev. Du kan altid afmelde dig via linket i mailene.',
  invalidLink: 'Linket er ugyldigt eller udløbet',
  invalidLinkText: 'Tilmeld dig igen nederst på siden, så sender vi et nyt link.',
  failed: 'Der opstod en fejl ved bekræftelsen. Prøv venligst igen.',
  retry: 'Bekræft igen',
  home: 'Til forsiden',
} as const;
