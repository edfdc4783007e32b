/**
 * The fixed Danish texts of accounts (SPEC.md sections 4, 5 and 8), verbatim. Validation
 * messages and toasts are not editable site content: the specification fixes them.
 */
import { signedOutMessage, signOutFailedMessage } from './session-messages';

export const authMessages = {
  // Validation (SPEC 5 'Auth')
  emailRequired: 'Venligst udfyld email',
  passwordRequired: 'Venligst udfyld adgangskode',
  passwordsMismatch: 'Adgangskoderne matcher ikke',
  passwordTooShort: 'Adgangskoden skal være mindst 6 tegn lang',
  resetEmailRequired: 'Indtast venligst din email adresse',
  newPasswordsMismatch: 'De nye adgangskoder matcher ikke',
  // Toasts (SPEC 4 and 8 'Auth')
  signedIn: 'Du er nu logget ind!',
  signedOut: signedOutMessage,
  signOutFailed: signOutFailedMessage,
  wrongCredentials: 'Forkert email eller adgangskode',
  signUpFailed: 'Kunne ikke oprette konto',
  signedUp: 'Konto oprettet! Du kan nu logge ind.',
  passwordUpdated: 'Din adgangskode er blevet opdateret',
  profilePasswordUpdated: 'Adgangskode opdateret!',
  passwordUpdateFailed: 'Kunne ikke opdatere adgangskode',
  resetSent: 'Email med nulstilling af adgangskode er sendt',
  resetFailed: 'Kunne ikke sende email. Kontroller at emailadressen er korrekt.',
  emailConfirmed: 'Din email er blevet bekræftet!',
} as const;

/** Password minimum (SPEC 9). */
export const minPasswordLength = 6;

/** Delay before the reset and confirmation success screens move on (SPEC 9). */
export const successRedirectMs = 3000;
