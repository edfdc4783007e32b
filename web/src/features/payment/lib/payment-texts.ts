/** Fixed Danish texts of the payment page (SPEC 5 and 8). */
export { slotTakenMessage, discountCodeRequiredMessage } from '../../../../../shared/api/booking';
export { notEnoughCreditsMessage } from '../../../../../shared/domain/pricing';

export const discountFailedMessage = 'Kunne ikke validere rabatkode';
export const discountRemovedMessage = 'Rabatkode fjernet';
export const discountAppliedMessage = (savedText: string) =>
  `Rabatkode anvendt! Du sparer ${savedText}`;
export const bookingFailedMessage = 'Der opstod en fejl under behandling af din bestilling';
export const bookingCheckFailedMessage = 'Der opstod en fejl ved validering af booking';
export const outsideCoverageMessage = 'Adressen er uden for vores dækningsområde';
