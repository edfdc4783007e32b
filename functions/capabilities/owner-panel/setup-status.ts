/**
 * `GET /api/admin/setup`: the owner's 'Kom i gang' checklist, read from what is stored. Open
 * hours count only when they give a free time a customer could book now (the availability
 * visitors see), so a weekly plan whose every day is blocked does not tick the step; the
 * contact details when both the e-mail and the phone are saved.
 */
import type { SetupStatus, SetupStepId } from '@shared/api/setup-status';
import { defaultShootMinutes } from '@shared/domain/slots';
import { getAvailabilityWindow } from '@functions/capabilities/bookings/slot-availability';
import { getBusinessContact, getBusinessDetails } from '@functions/stores/business-settings';
import { listProducts } from '@functions/stores/products';
import { listZones } from '@functions/stores/zones';
import { cardPaymentState } from '@functions/capabilities/payments/card-payments-status';
import { getBookkeepingConnection } from '@functions/stores/bookkeeping-connection';
import { failedPushes } from '@functions/stores/bookkeeping-pushes';

export async function getSetupStatus(): Promise<SetupStatus> {
  const [details, contact, products, zones, availability, card, failed, books] = await Promise.all([
    getBusinessDetails(),
    getBusinessContact(),
    listProducts(),
    listZones(true),
    getAvailabilityWindow(new Date(), { durationMinutes: defaultShootMinutes }),
    cardPaymentState(),
    failedPushes(),
    getBookkeepingConnection(),
  ]);
  const done: Record<SetupStepId, boolean> = {
    business: details !== undefined,
    contact: contact.email !== '' && contact.phone !== '',
    product: products.length > 0,
    zone: zones.length > 0,
    hours: availability.days.some((day) => day.slots.length > 0),
    card: card === 'ready',
  };
  const canTakeBookings = done.business && done.product && done.zone && done.hours;
  return {
    steps: (Object.keys(done) as SetupStepId[]).map((id) => ({ id, done: done[id] })),
    card_payment: card,
    can_take_bookings: canTakeBookings,
    complete: canTakeBookings && done.contact && done.card,
    bookkeeping_failed: failed.length,
    bookkeeping_grant_refused: Boolean(books.connectedAt && books.refusedAt),
  };
}
