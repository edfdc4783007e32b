/**
 * The weather check before every shoot (issue 32): against the twin's DMI stand-in, whose
 * forecast the test sets per position. At 15 m/s for tomorrow's paid booking, the job run
 * twice at once and once more warns the customer (with the move link) and every admin exactly
 * once each, through the outbox; at 5 m/s nobody is mailed; when the forecast service fails
 * or answers nonsense, nobody is mailed and the booking says the forecast is unavailable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { readMailbox } from '@infra/local/mailbox';
import { startFakeDmi, type FakeDmiHandle, type StandInForecast } from '@infra/local/fake-dmi';
import { freePort } from '@infra/local/process';
import { bookingAboutHoursAhead } from '@tests/support/booking-soon';
import { uniqueId } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { mailsDelivered } from '@tests/integration/mail-consumer';
import { getBooking } from '@functions/stores/booking/booking-items';
import {
  cancelCustomerBooking,
  rescheduleBooking,
} from '@functions/capabilities/bookings/change-booking';
import { addDays, copenhagenToday } from '@shared/domain/copenhagen-time';
import { openDay } from '@tests/support/booking-fixtures';
import { resetConfig } from '@functions/lib/config';
import { loadFunction } from '@infra/local/functions';

/** The job as the twin's schedule runs it: as its function, with only its declared access. */
const handler = async () => (await loadFunction('weatherJob'))({ source: 'local.schedule' }, {});

const env = process.env as Record<string, string>;
let dmi: FakeDmiHandle;
let admin: TestUser;

beforeAll(async () => {
  dmi = await startFakeDmi(await freePort());
  env.DMI_FORECAST_URL = dmi.url;
  resetConfig();
  admin = await createTestUser({ admin: true });
});

afterAll(async () => {
  await dmi.stop();
});

/** A position of its own for each test (the stand-in matches within about a kilometre). */
let nextPosition = 0;
const position = () => ({ lat: 56.0 + nextPosition * 0.05, lon: 9.0 + nextPosition++ * 0.05 });

/** A paid booking about 24 hours ahead (tomorrow's shoot) at its own position. */
async function paidBookingTomorrow(at: { lat: number; lon: number }): Promise<Booking> {
  return bookingAboutHoursAhead(24, {
    user_id: 'vejr',
    user_email: `${uniqueId('vejr')}@example.dk`,
    product_name: 'Dronefoto – Vejrtjek',
    address: 'Vestergade 1, 8000 Aarhus C',
    payment_status: 'paid',
    shoot_lat: at.lat,
    shoot_lon: at.lon,
  });
}

async function setForecast(forecast: StandInForecast) {
  const answer = await fetch(`${dmi.url}/_forecasts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(forecast),
  });
  expect(answer.status).toBe(204);
}

async function mailsAbout(booking: Booking) {
  await mailsDelivered();
  const mails = await readMailbox(env.SES_ENDPOINT!);
  const about = mails.filter(
    (mail) => mail.subject.startsWith('Vejr') || mail.subject.includes('Vejret'),
  );
  return {
    customer: about.filter((mail) => mail.to.includes(booking.user_email)),
    admin: about.filter(
      (mail) => mail.to.includes(admin.email) && mail.text.includes(booking.user_email),
    ),
  };
}

describe('weather job', () => {
  it('at 15 m/s warns the customer and the owner once each, however often it runs', async () => {
    const at = position();
    const booking = await paidBookingTomorrow(at);
    await setForecast({ ...at, wind: 15, gust: 19, precipitation: 0 });

    await Promise.all([handler(), handler()]);
    await handler();

    const mails = await mailsAbout(booking);
    console.info(
      `weather 15 m/s: customer mails ${mails.customer.length}, admin mails ${mails.admin.length}`,
    );
    expect(mails.customer).toHaveLength(1);
    expect(mails.admin).toHaveLength(1);
    const text = mails.customer[0]!.text;
    expect(text).toContain('Middelvind op til 15 m/s (vores grænse er 10 m/s)');
    // The bad-weather rule of the FAQ, and the signed link to move the booking.
    expect(text).toContain('Hvis vejret ikke tillader flyvning');
    expect(text).toContain(`/manage-booking?booking=${booking.id}&sig=`);
    expect(text).toContain('Vejrdata: DMI (CC BY 4.0)');
    expect(mails.admin[0]!.subject).toMatch(/^Vejrvarsel: Dronefoto – Vejrtjek/);
    expect(mails.admin[0]!.text).toContain('Vejrdata: DMI (CC BY 4.0)');

    const stored = await getBooking(booking.id);
    expect(stored?.weather).toMatchObject({ status: 'too_windy', wind: 15, gust: 19 });
  });

  it('at 5 m/s mails nobody and stores the forecast as OK', async () => {
    const at = position();
    const booking = await paidBookingTomorrow(at);
    await setForecast({ ...at, wind: 5, gust: 8, precipitation: 0 });

    await handler();

    const mails = await mailsAbout(booking);
    console.info(
      `weather 5 m/s: customer mails ${mails.customer.length}, admin mails ${mails.admin.length}`,
    );
    expect(mails.customer).toHaveLength(0);
    expect(mails.admin).toHaveLength(0);
    expect((await getBooking(booking.id))?.weather).toMatchObject({ status: 'ok', wind: 5 });
  });

  it('when the forecast service fails or answers nonsense, mails nobody: unavailable', async () => {
    const failing = position();
    const nonsense = position();
    const [down, garbled] = await Promise.all([
      paidBookingTomorrow(failing),
      paidBookingTomorrow(nonsense),
    ]);
    await setForecast({ ...failing, wind: 20, gust: 25, precipitation: 3, failure: 'error' });
    await setForecast({ ...nonsense, wind: 20, gust: 25, precipitation: 3, failure: 'malformed' });

    await handler();

    for (const booking of [down, garbled]) {
      const mails = await mailsAbout(booking);
      expect(mails.customer).toHaveLength(0);
      expect(mails.admin).toHaveLength(0);
      expect((await getBooking(booking.id))?.weather).toMatchObject({
        status: 'unavailable',
        wind: null,
      });
    }
    console.info('weather service failing: 0 mails, status unavailable');
  });

  it('opens the move past the cut-off for a warned booking, not the cancel', async () => {
    const at = position();
    const booking = await paidBookingTomorrow(at);
    await setForecast({ ...at, wind: 16, gust: 20, precipitation: 0 });
    await handler();
    const warned = (await getBooking(booking.id))!;
    expect(warned.weather?.status).toBe('too_windy');

    // Tomorrow's shoot is inside the 48-hour cut-off: a cancel is refused as before.
    await expect(cancelCustomerBooking(warned)).rejects.toMatchObject({ code: 'past_cutoff' });
    const date = addDays(copenhagenToday(), 12);
    await openDay(date);
    const moved = await rescheduleBooking(warned, { booking_date: date, booking_time: '12:00' });
    expect(moved.booking).toMatchObject({ booking_date: date, booking_time: '12:00' });
    await mailsDelivered();
  });

  it('leaves an unpaid booking unchecked', async () => {
    const at = position();
    const booking = await bookingAboutHoursAhead(24, {
      user_id: 'vejr',
      user_email: `${uniqueId('vejr')}@example.dk`,
      shoot_lat: at.lat,
      shoot_lon: at.lon,
    });
    await setForecast({ ...at, wind: 15, gust: 19, precipitation: 0 });
    await handler();
    expect((await getBooking(booking.id))?.weather ?? null).toBeNull();
    expect((await mailsAbout(booking)).customer).toHaveLength(0);
  });
});
