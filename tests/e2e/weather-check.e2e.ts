/**
 * The weather check before a shoot (issue 32): a paid booking within 48 hours, the DMI
 * stand-in's forecast set to 15 m/s at its position, the job run as its schedule would
 * (`POST /_local/weather/check`): the owner's upcoming bookings show the weather badge with DMI
 * as the source, and the customer has the warning with the move link. Set up by API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Availability } from '@shared/api/availability';
import type { CreatedBooking } from '@shared/api/booking';
import type { BusinessSettingsView } from '@shared/api/business-settings';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';
import {
  aarhusAddress,
  accessTokenOf,
  bearer,
  e2eContact,
  expectMail,
  newCustomer,
  ownerPage,
  settingsBody,
  singlePhotoProductId,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { expect, test } from './support/visitor-test';

/**
 * A cash booking of the customer signed in on `page`, at the first free start at least two
 * hours away: made with no notice and shoots after sunset allowed for a moment (put back at
 * once), it lies within the check's 48 hours on any day of the week.
 */
async function bookWithin48Hours(page: Page, request: APIRequestContext, ownerToken: string) {
  const headers = bearer(ownerToken);
  const view = (await (
    await request.get('/api/admin/settings', { headers })
  ).json()) as BusinessSettingsView;
  const relaxed = await request.put('/api/admin/settings', {
    headers,
    data: { ...settingsBody(view), min_notice_hours: 0, allow_after_sunset: true },
  });
  expect(relaxed.ok(), await relaxed.text()).toBe(true);
  try {
    const answer = await request.get('/api/availability', {
      params: { product_id: singlePhotoProductId, lat: 56.157, lon: 10.211 },
    });
    const { days } = (await answer.json()) as Availability;
    const soonest = Date.now() + 2 * 3_600_000;
    const start = days
      .flatMap((day) => day.slots.map((slot) => ({ date: day.date, time: slot.time })))
      .find((slot) => (copenhagenToUtc(slot.date, slot.time)?.getTime() ?? 0) >= soonest);
    if (!start) throw new Error('no free start');
    const made = await request.post('/api/bookings', {
      headers: bearer(await accessTokenOf(page)),
      data: {
        product_id: singlePhotoProductId,
        booking_date: start.date,
        booking_time: start.time,
        address: aarhusAddress,
        payment_method: 'cash',
        terms_accepted: true,
        customer_name: e2eContact.name,
        customer_phone: e2eContact.phone,
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    return ((await made.json()) as CreatedBooking).booking;
  } finally {
    await request.put('/api/admin/settings', { headers, data: settingsBody(view) });
  }
}

test('the owner sees the weather badge once the check has run', async ({
  page,
  request,
  browser,
}) => {
  const customer = await newCustomer(page, request, 'vejr');
  const owner = await ownerPage(browser);
  const ownerToken = await accessTokenOf(owner);
  const booking = await bookWithin48Hours(page, request, ownerToken);

  const paid = await request.post(`/api/admin/bookings/${booking.id}/mark-paid`, {
    headers: bearer(ownerToken),
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const forecast = await request.post('/_local/weather/forecast', {
    data: { lat: booking.shoot_lat, lon: booking.shoot_lon, wind: 15, gust: 19, precipitation: 0 },
  });
  expect(forecast.ok()).toBe(true);
  const checked = await request.post('/_local/weather/check');
  expect(checked.ok(), await checked.text()).toBe(true);

  await openPage(owner, '/admin?tab=bookinger');
  await owner.getByLabel('Søg i bookinger').fill(customer.email);
  const card = owner.getByRole('article').filter({ hasText: customer.email });
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
