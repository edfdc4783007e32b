/**
 * The demo's past against the stand-ins: every month holds its own shoots with receipts, the
 * books agree with Analyse month by month (no 'Forskel' on the demo), and a second run adds
 * nothing. A `now` in 1991 keeps these months apart from every other test's.
 */
import { describe, expect, it } from 'vitest';
import { salesAndRefunds } from '@shared/domain/analytics';
import { ledgerMonthBounds, ledgerTotals } from '@shared/domain/ledger';
import { createProduct } from '@functions/stores/products';
import { listBookingsCreatedBetween } from '@functions/stores/booking/booking-items';
import { ledgerEntriesOf } from '@functions/stores/ledger-documents';
import { demoCustomers, demoShoots, seedDemoHistory } from './demo-history';
import { demoFirm } from './demo-firm';
import { listBookingsByUser } from '@functions/stores/booking/booking-items';
import { getFirm, listFirmBookingLinks } from '@functions/stores/firms';

const now = new Date('1991-06-20T10:00:00Z');
const months = ['1991-01', '1991-02', '1991-03', '1991-04', '1991-05', '1991-06'];

describe("the demo's history", () => {
  it('plans shoots in each of the six months, all before today, booked and paid in their month', () => {
    const shoots = demoShoots(now);
    for (const month of months)
      expect(shoots.filter((s) => s.date.startsWith(month)).length).toBeGreaterThan(0);
    for (const shoot of shoots) {
      expect(shoot.date < '1991-06-20').toBe(true);
      expect(shoot.createdAt.slice(0, 7)).toBe(shoot.date.slice(0, 7));
      expect(shoot.paidAt.slice(0, 7)).toBe(shoot.date.slice(0, 7));
      expect(shoot.createdAt <= shoot.paidAt).toBe(true);
    }
  });

  it('books, completes and receipts them; the books agree with Analyse every month', async () => {
    const products = await Promise.all(
      [60, 90, 120, 180, 30].map((minutes, i) =>
        createProduct({
          name: `Historik ${i} ${Date.now().toString(36)}`,
          description: 'Demoens historik.',
          price: 1000 + i * 500,
          category: 'photo',
          images: [],
          links: [],
          is_editing_included: false,
          duration_minutes: minutes,
        }),
      ),
    );
    await seedDemoHistory(products, now);
    await seedDemoHistory(products, now); // a second run adds nothing

    const perMonth: number[] = [];
    for (const month of months) {
      const { from, until } = ledgerMonthBounds(month);
      const [entries, bookings] = await Promise.all([
        ledgerEntriesOf(month),
        listBookingsCreatedBetween(from, until),
      ]);
      expect(entries.length).toBe(bookings.length);
      expect(bookings.every((b) => b.is_completed && b.receipt_number)).toBe(true);
      expect(ledgerTotals(entries).bookings.total_ore).toBe(
        salesAndRefunds(bookings).revenue * 100,
      );
      perMonth.push(bookings.length);
    }
    expect(perMonth.reduce((a, b) => a + b, 0)).toBe(demoShoots(now).length);
    // A running business: the months differ.
    expect(new Set(perMonth).size).toBeGreaterThan(1);
    // 'Faktura' by agreement only: every invoice shoot is the approved demo firm's.
    const invoiced = (await listBookingsByUser(demoCustomers[2].id)).filter(
      (b) => b.payment_method === 'invoice',
    );
    expect(invoiced.length).toBeGreaterThan(0);
    expect(invoiced.every((b) => b.firm?.id === demoFirm.id)).toBe(true);
    expect(await getFirm(demoFirm.id)).toMatchObject({ invoice_approved: true });
    const links = await listFirmBookingLinks(demoFirm.id);
    expect(links.map((l) => l.booking_id).sort()).toEqual(invoiced.map((b) => b.id).sort());
  });
});
