/** Firms for tests (product §2 'Firma'): a firm with its administrator, invitations. */
import { randomUUID } from 'node:crypto';
import {
  firmInvitationExpiry,
  firmInvitationUrl,
} from '@functions/capabilities/links/link-signing';
import { createFirm, firmBookingElements, getFirm, putInvitation } from '@functions/stores/firms';
import { createBooking, type NewBooking } from '@functions/stores/booking/booking-days';
import type { Booking, BookingFirm } from '@shared/api/entities';
import { bookingOf } from './table-data';
import { validCvr } from './cvr';
import type { Firm } from '@shared/api/firm';
import { defaultFirmBilling } from '@shared/domain/firm-billing';

export { validCvr };

/** A firm made in the table with `administrator` as its administrator; its id. */
export async function firmOf(
  administrator: { sub: string; email: string },
  fields: Partial<
    Pick<
      Firm,
      | 'name'
      | 'invoice_email'
      | 'invoice_approved'
      | 'billing_mode'
      | 'price_agreement_percent'
      | 'payment_term_days'
      | 'ean'
    >
  > = {},
): Promise<string> {
  const id = randomUUID();
  await createFirm(
    {
      id,
      name: 'Testfirma ApS',
      cvr: validCvr(),
      address: 'Testvej 1, 8000 Aarhus C',
      invoice_email: 'faktura@example.dk',
      ean: null,
      standing_reference: null,
      ...defaultFirmBilling,
      ...fields,
      created_at: new Date().toISOString(),
    },
    { userId: administrator.sub, email: administrator.email.toLowerCase() },
  );
  return id;
}

/** An open invitation of `email` into the firm, as the administrator's would be. */
export async function invite(firmId: string, email: string): Promise<void> {
  const expires = firmInvitationExpiry();
  await putInvitation(firmId, email.toLowerCase(), new Date(expires * 1000).toISOString(), 'test');
}

/** The values of a genuine invitation link of `email` into the firm. */
export function invitationLink(firmId: string, email: string): Record<string, string> {
  const url = new URL(firmInvitationUrl(firmId, email, firmInvitationExpiry()));
  const values = Object.fromEntries(url.searchParams);
  return { firm: values.firm!, email: values.email!, expires: values.expires!, sig: values.sig! };
}

/** The firm as a booking made for it freezes it (decision 0035), with `reference`. */
export async function frozenFirmOf(firmId: string, reference: string | null): Promise<BookingFirm> {
  const firm = await getFirm(firmId);
  if (!firm) throw new Error(`no firm ${firmId}`);
  const { name, cvr, address, ean } = firm;
  return { id: firmId, name, cvr, address, ean, reference };
}

/**
 * A booking of `user` written to the table, for `firm` (with the firm's link, as a colleague's
 * booking) or private when `firm` is null.
 */
export function tableBookingOf(
  user: { sub: string; email: string },
  firm: BookingFirm | null,
  fields: Pick<NewBooking, 'booking_date' | 'booking_time'> & Partial<NewBooking>,
): Promise<Booking> {
  const input = bookingOf(user, { ...fields, ...(firm ? { firm } : {}) });
  return firm
    ? createBooking(input, undefined, (written) => firmBookingElements(written, firm.id))
    : createBooking(input);
}

/**
 * A booking by invoice for the firm `firmId` with `reference`, awaiting the firm's monthly
 * invoice (1600 kr, 100 kr discount, `credits` paid in credits).
 */
export const monthlyInvoiceBooking = async (
  user: { sub: string; email: string },
  firmId: string,
  slot: { reference: string; date: string; time: string; credits?: number },
): Promise<Booking> =>
  tableBookingOf(user, await frozenFirmOf(firmId, slot.reference), {
    customer_name: 'Mette Mægler',
    booking_date: slot.date,
    booking_time: slot.time,
    payment_method: 'invoice',
    payment_status: 'awaiting_payment',
    original_price: 1600,
    discount_amount: 100,
    credits_used: slot.credits ?? 0,
    price: 1500 - (slot.credits ?? 0),
  });
