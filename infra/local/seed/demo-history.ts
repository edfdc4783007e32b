/**
 * The demo's past: what a running business looks like in Analyse and Bogføring (issue 41).
 * Shoots of fictional customers spread over the five months before this one and the days of
 * this month that have passed, each booked some days before the shoot and paid in the same
 * month (card at booking, cash and invoice on the day), completed, with its receipt issued
 * when it was paid. The receipts are not mailed: the customers are fictional. The estate agent
 * (demo-customer-3) pays by 'Faktura' for its firm, approved for invoice (demo-firm.ts).
 *
 * Deterministic relative to today: the same start gives the same history, and a second run
 * (`npm run seed`) adds nothing (it looks for the first demo customer's bookings).
 */
import type { PaymentMethod } from '@shared/domain/payment';
import { addDays, copenhagenToday, copenhagenToUtc } from '@shared/domain/copenhagen-time';
import { soldPrices } from '@shared/domain/receipt';
import type { Booking, Product } from '@shared/api/entities';
import { createBooking, type NewBooking } from '@functions/stores/booking/booking-days';
import { completed } from '@functions/stores/booking/booking-changes';
import { listBookingsByUser } from '@functions/stores/booking/booking-items';
import { issueReceipt } from '@functions/capabilities/receipts/receipts';
import { SlotTakenError } from '@functions/data/errors';
import { firmBookingElements } from '@functions/stores/firms';
import { demoBookingFirm, seedDemoFirm } from './demo-firm';

/** Fictional customers (example.dk addresses, numbers from the range Danish TV uses). */
export const demoCustomers = [
  { id: 'demo-customer-1', name: 'Mette Hansen', email: 'mette.hansen@example.dk' },
  { id: 'demo-customer-2', name: 'Lars Nielsen', email: 'lars.nielsen@example.dk' },
  {
    id: 'demo-customer-3',
    name: 'Boligkompagniet Aarhus',
    email: 'salg@boligkompagniet.example.dk',
  },
  { id: 'demo-customer-4', name: 'Sofie Jensen', email: 'sofie.jensen@example.dk' },
  { id: 'demo-customer-5', name: 'Fjordhotellet', email: 'booking@fjordhotellet.example.dk' },
] as const;

/** Addresses inside the demo's active zones (Aarhus, København). */
const addresses = [
  'Strandvejen 12, 8000 Aarhus C',
  'Skovvejen 4, 8240 Risskov',
  'Åboulevarden 30, 8000 Aarhus C',
  'Vesterbrogade 50, 1620 København V',
  'Silkeborgvej 100, 8000 Aarhus C',
  'Strandboulevarden 80, 2100 København Ø',
] as const;

/** How many shoots each month had, oldest month first (the last is this month so far). */
const shootsPerMonth = [5, 7, 6, 8, 6, 4] as const;
/** Which demo product (by its place in the list) each shoot was: mostly homes. */
const productCycle = [0, 0, 1, 4, 2, 0, 3, 1, 0, 4, 0, 2] as const;
const methodCycle: readonly PaymentMethod[] = ['card', 'card', 'invoice', 'cash', 'card'];
const timeCycle = ['09:00', '10:30', '13:00', '11:00', '09:30'] as const;

export interface DemoShoot {
  customer: (typeof demoCustomers)[number];
  productIndex: number;
  date: string;
  time: string;
  address: string;
  method: PaymentMethod;
  /** When it was booked and when it was paid (ISO instants), both in the shoot's month. */
  createdAt: string;
  paidAt: string;
}

const noon = (date: string) => copenhagenToUtc(date, '12:00') ?? new Date(`${date}T11:00:00Z`);
const morning = (date: string) => copenhagenToUtc(date, '08:15') ?? new Date(`${date}T07:15:00Z`);

/** The first of the month `back` months before `today`'s (YYYY-MM-01). */
function monthStart(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const isSunday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0;

/** The demo's shoots, oldest first, all before `today` (Copenhagen). */
export function demoShoots(now: Date = new Date()): DemoShoot[] {
  const today = copenhagenToday(now);
  const shoots: DemoShoot[] = [];
  let n = 0;
  shootsPerMonth.forEach((count, m) => {
    const first = monthStart(today, shootsPerMonth.length - 1 - m);
    for (let i = 0; i < count; i++, n++) {
      let date = addDays(first, 2 + i * 4 + (n % 3));
      if (isSunday(date)) date = addDays(date, 1);
      if (date.slice(0, 7) !== first.slice(0, 7) || date >= today) continue;
      const method = methodCycle[n % methodCycle.length]!;
      // Booked 2–10 days before, never before the month began (so Analyse and Bogføring agree).
      let booked = addDays(date, -(2 + ((n * 3) % 9)));
      if (booked < first) booked = first;
      const createdAt = morning(booked).toISOString();
      const paidAt =
        method === 'card'
          ? new Date(Date.parse(createdAt) + 4 * 60_000).toISOString()
          : noon(date).toISOString();
      shoots.push({
        customer: demoCustomers[n % demoCustomers.length]!,
        productIndex: productCycle[n % productCycle.length]!,
        date,
        time: timeCycle[n % timeCycle.length]!,
        address: addresses[n % addresses.length]!,
        method,
        createdAt,
        paidAt,
      });
    }
  });
  return shoots;
}

/** A past shoot booked, paid, completed and receipted when paid (the receipt is not mailed). */
export async function seedPastShoot(
  product: Product,
  shoot: Omit<DemoShoot, 'productIndex' | 'customer'> & {
    customer: { id: string; name: string; email: string };
  },
): Promise<Booking> {
  // 'Faktura' by agreement only: an invoice shoot is the demo firm's (decision 0035).
  const firm = shoot.method === 'invoice' ? demoBookingFirm(`Sag ${shoot.date}`) : undefined;
  const input: NewBooking = {
    user_id: shoot.customer.id,
    user_email: shoot.customer.email,
    customer_name: shoot.customer.name,
    product_id: product.id,
    product_name: product.name,
    booking_date: shoot.date,
    booking_time: shoot.time,
    address: shoot.address,
    duration_minutes: product.duration_minutes,
    include_editing: product.is_editing_included,
    payment_status: 'paid',
    payment_method: shoot.method,
    payment_intent_id: null,
    discount_code_id: null,
    discount_amount: 0,
    original_price: product.price,
    price: product.price,
    credits_used: 0,
    sold: soldPrices({
      productPrice: product.price,
      editingPrice: 0,
      editingIncluded: product.is_editing_included,
      discount: 0,
      discountCode: null,
      credits: 0,
    }),
    created_at: shoot.createdAt,
    ...(firm ? { firm } : {}),
  };
  const booking = await createBooking(input, undefined, (written) =>
    firm ? firmBookingElements(written, firm.id) : [],
  );
  await completed(booking.id);
  await issueReceipt(booking.id, { now: () => new Date(shoot.paidAt), mail: false });
  return booking;
}

/** Books, completes and receipts the demo's past shoots, once. */
export async function seedDemoHistory(products: readonly Product[], now: Date = new Date()) {
  if ((await listBookingsByUser(demoCustomers[0].id)).length > 0) return;
  await seedDemoFirm(demoCustomers[2]);
  for (const shoot of demoShoots(now)) {
    const product = products[shoot.productIndex] ?? products[0];
    if (!product) return;
    try {
      await seedPastShoot(product, shoot);
    } catch (error) {
      // A time a rated demo shoot already holds: that day had one shoot fewer.
      if (!(error instanceof SlotTakenError)) throw error;
    }
  }
}
