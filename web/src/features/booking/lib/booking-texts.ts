/** Fixed Danish texts of the booking page (SPEC 2, 5 and 8). */
export { addressRequiredMessage, slotRequiredMessage } from '../../../../../shared/api/booking';
export {
  addressNotValidatedMessage,
  distanceFromBaseText,
} from '../../coverage/lib/coverage-texts';

export const noSlotsMessage = 'Ingen ledige tider tilgængelige. Prøv venligst igen senere.';
export const outsideCoverageMessage = 'Adressen er uden for vores dækningsområde';
export const goldenHourLabel = 'Gyldne time';
export const goldenHourExplanation =
  'Gyldne time: det bløde, varme lys lige efter solopgang og før solnedgang. Populært til luftfoto og -video.';
export const continueLabel = 'Fortsæt til betaling';
export const backLabel = 'Tilbage';
