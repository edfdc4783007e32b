/**
 * Nothing is sold before the owner has saved the business's name, address and CVR: every
 * paid booking gets a receipt with them, and there is no stand-in company to print instead.
 */
import { bookingTexts } from '@shared/texts/booking';
import { getBusinessDetails } from '@functions/stores/business-settings';
import { conflict } from '@functions/lib/errors';

export async function assertBusinessCanSell(): Promise<void> {
  if (!(await getBusinessDetails())) throw conflict(bookingTexts.notOpenYet, 'not_open_yet');
}
