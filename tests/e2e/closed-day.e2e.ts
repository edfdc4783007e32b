/**
 * Closing a day that holds bookings (issue 41, 'conflicts that stay visible'): three bookings of
 * one day (made by API), the owner closes the day under Booking-tider and is asked what to do
 * with each: one is moved (its customer mailed the new time), one cancelled (its customer
 * mailed), one kept, which stays marked 'Uden for bookingtiderne' in the list, the week view and
 * the day's route after a reload. The closed day is opened again at the end.
 */
import type { Browser, Page, APIRequestContext } from '@playwright/test';
import type { Availability } from '@shared/api/availability';
import { addDays, copenhagenToday } from '@shared/domain/copenhagen-time';
import { formatDanishDate, mondayIndex } from '@shared/domain/danish-format';
import {
  awaitMail,
  bookByApi,
  freeStart,
  newCustomer,
  singlePhotoProductId,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { deleteAfterConfirming, ownerBookingCard, ownerPage } from './support/owner';
import { expect, test } from './support/visitor-test';

const outside = 'Uden for bookingtiderne';

/** A Monday–Saturday at least two weeks away with three free starts an hour apart. */
async function dayWithRoom(request: APIRequestContext) {
  const answer = await request.get('/api/availability', {
    params: { product_id: singlePhotoProductId, lat: 56.157, lon: 10.211 },
  });
  const { days } = (await answer.json()) as Availability;
  const day = days
    .slice(14)
    .find(
      (d) =>
        mondayIndex(d.date) < 6 && d.slots.length >= 6 && d.date > addDays(copenhagenToday(), 13),
    );
  if (!day) throw new Error('no day with room two weeks ahead');
  return { date: day.date, times: [day.slots[0]!.time, day.slots[2]!.time, day.slots[4]!.time] };
}

async function customerWithBooking(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  date: string,
  time: string,
) {
  const page: Page = await (await browser.newContext()).newPage();
  const account = await newCustomer(page, request, label);
  await bookByApi(page, request, { date, time });
  return account;
}

test('closing a day with bookings asks what to do with each; a kept one stays marked', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { date, times } = await dayWithRoom(request);
  const [moved, cancelled, kept] = [
    await customerWithBooking(browser, request, 'lukket-flyt', date, times[0]!),
    await customerWithBooking(browser, request, 'lukket-aflys', date, times[1]!),
    await customerWithBooking(browser, request, 'lukket-behold', date, times[2]!),
  ];

  const owner = await ownerPage(browser);
  await openPage(owner, '/admin?tab=booking-tider');
  await owner.getByRole('tab', { name: 'Specifikke datoer' }).click();
  await owner.getByRole('button', { name: 'Tilføj specifik dato' }).click();
  const form = owner.getByRole('form', { name: 'Tilføj specifik dato' });
  await form.getByLabel('Dato').fill(date);
  await form.getByLabel('Årsag').fill('Dronen til service');
  await form.getByRole('button', { name: 'Gem', exact: true }).click();

  const asked = owner.getByRole('alert').filter({ hasText: 'Hvad skal der ske med dem?' });
  await expect(asked.getByRole('listitem')).toHaveCount(3);
  const row = (email: string) => asked.getByRole('listitem').filter({ hasText: email });

  // Moved to another day: the customer gets the new time by mail.
  const target = await freeStart(request, { daysAhead: 5 });
  await row(moved.email).getByRole('button', { name: 'Flyt og giv kunden besked' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Flyt booking' });
  await dialog.getByRole('button', { name: formatDanishDate(target.date), exact: true }).click();
  await dialog.getByRole('radio', { name: new RegExp(`^${target.time}`) }).check();
  await dialog.getByRole('button', { name: 'Flyt til det valgte tidspunkt' }).click();
  await expect(row(moved.email)).toHaveCount(0);
  await awaitMail(
    request,
    moved.email,
    (mail) => mail.subject.startsWith('Vi har flyttet din booking'),
    'the moved customer’s mail',
  );

  // Cancelled with its refund: the customer is told.
  await row(cancelled.email).getByRole('button', { name: 'Aflys med refusion' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Ja, aflys bookingen' }).click();
  await expect(row(cancelled.email)).toHaveCount(0);
  await awaitMail(
    request,
    cancelled.email,
    (mail) => mail.subject.startsWith('Vi har aflyst din booking'),
    'the cancelled customer’s mail',
  );

  // Kept: the box goes; the booking stays, marked wherever the owner sees it.
  await asked.getByRole('button', { name: 'Behold bookingerne' }).click();
  await expect(asked).toHaveCount(0);

  await openPage(owner, '/admin?tab=bookinger');
  const card = await ownerBookingCard(owner, kept.email);
  await expect(card).toContainText(outside);

  await owner.getByRole('radio', { name: 'Uge', exact: true }).check();
  const week = owner.getByRole('region', { name: /^Uge \d+:/ });
  const mondayOf = (d: string) => addDays(d, -mondayIndex(d));
  const weeksAhead = Math.round(
    (Date.parse(mondayOf(date)) - Date.parse(mondayOf(copenhagenToday()))) / (7 * 86_400_000),
  );
  for (let step = 0; step < weeksAhead; step++) {
    const title = await week.getByRole('heading', { level: 3 }).first().textContent();
    await week.getByRole('button', { name: 'Næste uge' }).click();
    await expect(week.getByRole('heading', { level: 3 }).first()).not.toHaveText(title!);
  }
  await expect(
    week.getByRole('list', { name: `Bookinger ${formatDanishDate(date)}` }),
  ).toContainText(outside);

  await owner.getByRole('radio', { name: 'Liste', exact: true }).check();
  const route = owner.getByRole('region', { name: 'Dagens rute' });
  await route.getByLabel('Dato').fill(date);
  await expect(route.getByRole('article').filter({ hasText: kept.email })).toContainText(outside);

  // The day opens again: the kept booking loses its mark.
  await openPage(owner, '/admin?tab=booking-tider');
  await owner.getByRole('tab', { name: 'Specifikke datoer' }).click();
  await deleteAfterConfirming(
    owner,
    owner.getByRole('article').filter({ hasText: 'Dronen til service' }),
  );
  await openPage(owner, '/admin?tab=bookinger');
  await expect(await ownerBookingCard(owner, kept.email)).not.toContainText(outside);
});
