/**
 * Deleting a firm and leaving it with one's account (product §2 'Firma', decision 0035).
 *
 * - `DELETE /api/me/firm`: the firm's administrator deletes it when they are its only member and
 *   it has no unpaid monthly invoice and no coming booking (409 with the reason otherwise). The
 *   bookings and documents keep the firm frozen on them; the CVR can be registered again.
 * - 'Slet min konto' ends the membership: a colleague leaves (an administrator only while
 *   another administrator stays: the only administrator with colleagues is refused, 409, and
 *   must make a colleague administrator first); the firm's last member deletes the firm with
 *   the account (refused while it has unpaid invoices). The firm's bookings stay with the firm,
 *   and its administrator still sees them.
 */
import type { MyFirm } from '@shared/api/firm';
import { phaseOf } from '@shared/domain/booking-lifecycle/states';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { fillText } from '@shared/texts/fill';
import { firmTexts as t } from '@shared/texts/firms';
import { conflict } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { getBooking } from '@functions/stores/booking/booking-items';
import { listFirmMonths } from '@functions/stores/firm-invoices';
import {
  deleteFirm,
  getFirm,
  getMembership,
  listFirmBookingLinks,
  listMembers,
  removeMember,
  type FirmMembership,
} from '@functions/stores/firms';
import { callerAdministrator } from './firm-access';
import { withFirmRefusals } from './firm-refusals';

const hasUnpaidInvoice = async (firmId: string) =>
  (await listFirmMonths(firmId)).some((month) => month.status === 'open');

async function hasComingBooking(firmId: string): Promise<boolean> {
  const today = copenhagenToday();
  for (const link of await listFirmBookingLinks(firmId)) {
    const booking = await getBooking(link.booking_id);
    if (booking && phaseOf(booking) === 'booked' && booking.booking_date >= today) return true;
  }
  return false;
}

/** Why the administrator may not delete the firm now, as a 409; none: it may. */
async function assertDeletable(me: FirmMembership, options: { bookings: boolean }) {
  const others = (await listMembers(me.firm_id)).filter((m) => m.user_id !== me.user_id);
  if (others.length > 0) throw conflict(t.deleteHasMembers, 'firm_has_members');
  if (await hasUnpaidInvoice(me.firm_id))
    throw conflict(t.deleteOpenInvoices, 'firm_open_invoices');
  if (options.bookings && (await hasComingBooking(me.firm_id)))
    throw conflict(t.deleteFutureBookings, 'firm_future_bookings');
}

async function deleteFirmOf(me: FirmMembership): Promise<void> {
  const firm = await getFirm(me.firm_id);
  if (!firm) return;
  await withFirmRefusals(() => deleteFirm(me, firm.cvr));
}

export async function deleteMyFirm({ caller }: InputOf<'deleteMyFirm'>): Promise<MyFirm> {
  const me = await callerAdministrator(caller);
  await assertDeletable(me, { bookings: true });
  await deleteFirmOf(me);
  return { firm: null };
}

/**
 * Refuses (409) an account deletion that would leave the firm without an administrator, or
 * delete a firm with unpaid invoices; before anything of the account is changed.
 */
export async function assertAccountMayLeaveFirm(userId: string): Promise<void> {
  const me = await getMembership(userId);
  if (!me || me.role !== 'admin') return;
  const others = (await listMembers(me.firm_id)).filter((m) => m.user_id !== userId);
  if (others.length === 0) {
    // The coming bookings are the account's own, cancelled by the deletion itself.
    await assertDeletable(me, { bookings: false });
    return;
  }
  if (others.some((m) => m.role === 'admin')) return;
  const firm = await getFirm(me.firm_id);
  throw conflict(
    fillText(t.accountOnlyAdministrator, { firm: firm?.name ?? '' }),
    'only_firm_administrator',
  );
}

/** The account's membership ends with it: it leaves the firm, or, as its last member, deletes it. */
export async function leaveFirmWithAccount(userId: string): Promise<void> {
  const me = await getMembership(userId);
  if (!me) return;
  const others = (await listMembers(me.firm_id)).filter((m) => m.user_id !== userId);
  if (others.length === 0 && me.role === 'admin') return deleteFirmOf(me);
  await withFirmRefusals(() => removeMember(me));
}
