/**
 * A fresh stack has no business details: nothing stands in for them. Until the owner saves
 * name, address and CVR, no booking can be made (so none paid) and no credits bought, and a
 * paid booking gets no numbered receipt; afterwards the same calls go through.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessSettings } from '@shared/api/business-settings';
import { bookingTexts } from '@shared/texts/booking';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking, listBookingsByUser } from '@functions/stores/booking/booking-items';
import { getBusinessSettings, saveBusinessSettings } from '@functions/stores/business-settings';
import { businessSettingsKey } from '@functions/data/keys';
import { deleteItem } from '@functions/data/store';
import { startTestGateway } from '@tests/integration/gateway';
import {
  aarhusZone,
  callBookings,
  coveredAddress,
  customer,
  openDay,
  photoProduct,
  contactDetails,
} from '@tests/support/booking-fixtures';
import { bookingOf, dateAllocator } from '@tests/support/table-data';
import { issueReceipt } from '@functions/capabilities/receipts/receipts';

const nextDate = dateAllocator(3560);
let saved: BusinessSettings | undefined;

beforeEach(async () => {
  saved = await getBusinessSettings();
  await deleteItem(businessSettingsKey);
});
afterEach(async () => {
  if (saved) await saveBusinessSettings(saved);
});

describe('before the business details are saved', () => {
  it('refuses a booking in Danish and writes nothing', async () => {
    const [product, , user] = await Promise.all([photoProduct(), aarhusZone(), customer()]);
    const date = nextDate();
    await openDay(date);
    const answer = await callBookings(
      '/api/bookings',
      {
        product_id: product.id,
        booking_date: date,
        booking_time: '10:00',
        address: coveredAddress,
        include_editing: false,
        payment_method: 'cash',
        credits_to_use: 0,
        terms_accepted: true,
        ...contactDetails,
      },
      user.accessToken,
    );
    expect(answer).toEqual({
      status: 409,
      body: { error: bookingTexts.notOpenYet, code: 'not_open_yet' },
    });
    expect(await listBookingsByUser(user.sub, { includeDeleted: true })).toEqual([]);
  });

  it('refuses to buy credits', async () => {
    const api = await startTestGateway();
    try {
      const user = await customer();
      const answer = await fetch(`${api.url}/api/credits/checkout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${user.accessToken}`,
        },
        body: JSON.stringify({ quantity: 1 }),
      });
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ error: bookingTexts.notOpenYet });
    } finally {
      await api.close();
    }
  });

  it('issues no numbered receipt for a paid booking, and does once the details are saved', async () => {
    const user = await customer();
    const booking = await createBooking(
      bookingOf(user, {
        booking_date: nextDate(),
        booking_time: '10:00',
        payment_status: 'paid',
        payment_method: 'credits',
      }),
    );
    expect(await issueReceipt(booking.id)).toEqual({ status: 'no_business_details' });
    expect((await getBooking(booking.id))?.receipt_number).toBeUndefined();
    await saveBusinessSettings({
      business_name: 'Ejerens Dronefoto ApS',
      business_address: 'Havnevej 3, 9990 Skagen',
      cvr: '31415926',
      cancellation_cutoff_hours: 48,
    });
    const issued = await issueReceipt(booking.id);
    expect(issued).toMatchObject({
      status: 'issued',
      receipt: { business: { name: 'Ejerens Dronefoto ApS', cvr: '31415926' } },
    });
  });
});
