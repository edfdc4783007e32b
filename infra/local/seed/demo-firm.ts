/**
 * The demo's firm (product §2 'Firma', decision 0035): the estate agent among the demo customers
 * has a firm the owner approved for invoice, so its shoots paid by 'Faktura' are firm bookings
 * (its receipts name the firm and CVR) and 'Firmaer' has a firm to show. Created once.
 */
import type { BookingFirm } from '@shared/api/entities';
import type { Firm } from '@shared/api/firm';
import { createFirm, getFirm } from '@functions/stores/firms';

export const demoFirm: Firm = {
  id: 'demo-firm-boligkompagniet',
  name: 'Boligkompagniet Aarhus ApS',
  // A fictional number passing the modulus-11 check.
  cvr: '31245672',
  address: 'Åboulevarden 32, 8000 Aarhus C',
  invoice_email: 'bogholderi@boligkompagniet.example.dk',
  ean: null,
  standing_reference: null,
  invoice_approved: true,
  billing_mode: 'at_booking',
  price_agreement_percent: 0,
  payment_term_days: 14,
  payment_before_download: false,
  created_at: '2026-01-02T09:00:00.000Z',
};

/** The firm as a demo booking freezes it. */
export const demoBookingFirm = (reference: string | null): BookingFirm => ({
  id: demoFirm.id,
  name: demoFirm.name,
  cvr: demoFirm.cvr,
  address: demoFirm.address,
  ean: demoFirm.ean,
  reference,
});

/** The demo firm with `administrator` as its administrator, unless it is there already. */
export async function seedDemoFirm(administrator: { id: string; email: string }): Promise<void> {
  if (await getFirm(demoFirm.id)) return;
  await createFirm(demoFirm, { userId: administrator.id, email: administrator.email });
}
