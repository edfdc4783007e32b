/**
 * The weather check before a shoot (issue 32): a paid booking within 48 hours, the DMI
 * stand-in's forecast set to 15 m/s at its position, the job run as its schedule would
 * (`POST /_local/weather/check`): the owner's upcoming bookings show the weather badge with DMI
 * as the source, and the customer has the warning with the move link. Set up by API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';
import { bookByApi, expectMail, newCustomer } from './booking-helpers';
import {
  bookingCards,
  markPaid,
  ownerWithApi,
  searchBookings,
  withoutNotice,
} from './support/owner';
import { expect, test } from './support/visitor-test';

/**
 * A cash booking of the customer signed in on `page`, at the first free start at least two
 * hours away: made with no notice and shoots after sunset allowed for a moment (put back at
 * once), it lies within the check's 48 hours on any day of the week.
 */
async function bookWithin48Hours(
  page: Page,
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
) {
  return withoutNotice(request, ownerHeaders, async (days) => {
    const soonest = Date.now() + 2 * 3_600_000;
    const start = days
      .flatMap((day) => day.slots.map((slot) => ({ date: day.date, time: slot.time })))
      .find((slot) => (copenhagenToUtc(slot.date, slot.time)?.getTime() ?? 0) >= soonest);
    if (!start) throw new Error('no free start');
    return (await bookByApi(page, request, start)).booking;
  });
}

test('the owner sees the weather badge once the check has run', async ({
  page,
  request,
  browser,
}) => {
  const customer = await newCustomer(page, request, 'vejr');
  const { owner, ownerHeaders } = await ownerWithApi(browser);
  const booking = await bookWithin48Hours(page, request, ownerHeaders);

  await markPaid(request, ownerHeaders, booking.id);
  const forecast = await request.post('/_local/weather/forecast', {
    data: { lat: booking.shoot_lat, lon: booking.shoot_lon, wind: 15, gust: 19, precipitation: 0 },
  });
  expect(forecast.ok()).toBe(true);
  const checked = await request.post('/_local/weather/check');
  expect(checked.ok(), await checked.text()).toBe(true);

  await searchBookings(owner, customer.email);
  const card = bookingCards(owner, customer.email);
  await expect(card.getByText('Vejr: for meget vind (15 m/s)')).toBeVisible();
  await expect(card.getByText(/Vejrdata: DMI \(CC BY 4\.0\)/)).toBeVisible();

  await expectMail(
    request,
    customer.email,
    (mail) =>
      mail.subject.startsWith('Vejret kan forhindre din optagelse') &&
      (mail.text ?? '').includes(`/manage-booking?booking=${booking.id}&sig=`),
    'the customer’s weather warning with the move link',
  );
});
