/**
 * The server's Danish answer when a shoot cannot take a time (product §4): 409 with the
 * reason, so the page shows it and keeps what the customer entered.
 */
import { bookingTexts } from '@shared/texts/booking';
import { droneZoneTexts } from '@shared/texts/drone-zones';
import { fillText } from '@shared/texts/fill';
import { conflict, type HttpError } from '@functions/lib/errors';
import type { ShootDecision, ShootRefusal } from './slot-availability';

export function shootRefusalError(
  decision: Pick<ShootDecision, 'minNoticeHours' | 'droneZone' | 'permitLeadDays'> & {
    refusal: ShootRefusal;
  },
): HttpError {
  switch (decision.refusal) {
    case 'too_soon':
      return conflict(
        fillText(bookingTexts.tooSoon, { hours: decision.minNoticeHours }),
        'too_soon',
      );
    case 'after_dark':
      return conflict(bookingTexts.afterDark, 'after_dark');
    case 'permit_lead':
      return conflict(
        fillText(droneZoneTexts.permitLeadRefused, {
          name: decision.droneZone?.name ?? '',
          days: decision.permitLeadDays ?? 0,
        }),
        'permit_lead',
      );
    case 'unreachable':
      return conflict(bookingTexts.unreachable, 'unreachable');
    case 'unreachable_from_base':
      return conflict(bookingTexts.unreachableFromBase, 'unreachable_from_base');
    default:
      return conflict(bookingTexts.slotTaken, 'slot_taken');
  }
}

/** Another change of the same day kept winning: the customer picks the time again. */
export const dayBusyError = () => conflict(bookingTexts.dayBusy, 'day_busy');
