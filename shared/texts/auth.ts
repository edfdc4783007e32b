/** The fixed texts of accounts (product §4, §5 and 8): validation, toasts, refused calls. */
export const authTexts = {
  // Validation (product §5 'Auth')
  emailRequired: 'Venligst udfyld email',
  passwordRequired: 'Venligst udfyld adgangskode',
  passwordsMismatch: 'Adgangskoderne matcher ikke',
  passwordTooShort: 'Adgangskoden skal være mindst 6 tegn lang',
  resetEmailRequired: 'Indtast venligst din email adresse',
  newPasswordsMismatch: 'De nye adgangskoder matcher ikke',
  // Toasts (product §4 and 8 'Auth')
  signedIn: 'Du er nu logget ind!',
  wrongCredentials: 'Forkert email eller adgangskode',
  signUpFailed: 'Kunne ikke oprette konto',
  signedUp: 'Konto oprettet! Du kan nu logge ind.',
  passwordUpdated: 'Din adgangskode er blevet opdateret',
  profilePasswordUpdated: 'Adgangskode opdateret!',
  passwordUpdateFailed: 'Kunne ikke opdatere adgangskode',
  resetSent: 'Email med nulstilling af adgangskode er sendt',
  resetFailed: 'Kunne ikke sende email. Kontroller at emailadressen er korrekt.',
  emailConfirmed: 'Din e-mail er blevet bekræftet!',
  // An invited admin's first sign-in with the temporary password.
  newPasswordIntro:
    'Du er logget ind med en midlertidig adgangskode. Vælg din egen adgangskode for at fortsætte.',
  newPasswordSubmit: 'Gem adgangskode',
  newPasswordSaved: 'Din adgangskode er gemt. Du er nu logget ind.',
  /** The server's answer when a signed-in user has no profile or e-mail. */
  profileNotFound: 'Profilen blev ikke fundet',
} as const;

/** Why Cognito refused a call, in words a customer understands (the error box of a form). */
export const authErrorTexts = {
  networkError:
    'Der kunne ikke oprettes forbindelse. Kontroller din internetforbindelse, og prøv igen.',
  tooManyAttempts: 'For mange forsøg. Vent et øjeblik, og prøv igen.',
  notConfirmed:
    'Din e-mail er ikke bekræftet endnu. Klik på linket i den e-mail, vi sendte, da du oprettede kontoen.',
  badCode: 'Linket er ugyldigt eller udløbet. Bed om et nyt link.',
  weakPassword: 'Adgangskoden opfylder ikke kravene. Den skal være mindst 6 tegn lang.',
  accountExists: 'Der findes allerede en konto med denne email.',
  unsupported: 'Det kan ikke lade sig gøre lige nu. Prøv igen senere, eller kontakt os.',
  wrongCredentials: 'Forkert email eller adgangskode.',
  resetRequired:
    'Du skal nulstille din adgangskode, før du kan logge ind. Brug "Glemt adgangskode?".',
  challengeRequired: 'Kontoen kræver et ekstra trin, som siden ikke understøtter.',
  noSession: 'Der blev ikke oprettet en session. Prøv igen.',
  invalidEmail: 'Kontroller at e-mailadressen er gyldig.',
  noConfirmedEmail: 'Kontoen har ingen bekræftet e-mail at sende til.',
  alreadyConfirmed: 'Kontoen er allerede bekræftet. Du kan logge ind.',
  wrongCurrentPassword: 'Den nuværende adgangskode er forkert.',
  challengeExpired:
    'Tiden til at vælge en ny adgangskode er udløbet. Log ind igen med den midlertidige adgangskode.',
  resetRequiresSignIn:
    'Log ind med den midlertidige adgangskode fra din invitation for at vælge en adgangskode.',
  temporaryPasswordExpired: 'Den midlertidige adgangskode er udløbet. Bed om en ny invitation.',
} as const;
