/**
 * 'Bed om ny tid' for a day (issue 44, decision 0039): two bookings of one day, one paid by
 * card, one in cash (made by API). The owner opens the day in Bookinger (the weather warning's
 * link) and asks the day's customers for a new time; both customers get the mail; one picks a
 * new time on the link's page (the booking moved, the calendar file mailed), the other cancels
 * (refunded to the card, the credit note mailed); a second answer is refused kindly; the owner
 * sees both answers beside the day.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Availability } from '@shared/api/availability';
import { addDays, copenhagenToday } from '@shared/domain/copenhagen-time';
import { formatDanishDate, mondayIndex } from '@shared/domain/danish-format';
import {
  awaitMail,
  bookByApi,
  expectNoSeriousA11yViolations,
  mailedLink,
  newCustomer,
  payOnCheckout,
  singlePhotoProductId,
  type Account,
  type MailboxMessage,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerPage } from './support/owner';
import { expect, test } from './support/visitor-test';

/** A Monday–Saturday about three weeks away with six free starts. */
async function dayWithRoom(request: APIRequestContext) {
  const answer = await request.get('/api/availability', {
    params: { product_id: singlePhotoProductId, lat: 56.157, lon: 10.211 },
  });
  const { days } = (await answer.json()) as Availability;
  const day = days.find(
    (d) =>
      d.date > addDays(copenhagenToday(), 20) && mondayIndex(d.date) < 6 && d.slots.length >= 6,
  );
  if (!day) throw new Error('no day with room three weeks ahead');
  return { date: day.date, times: day.slots.map((slot) => slot.time) };
}

async function customerWithBooking(
  browser: Browser,
  request: APIRequestContext,
  options: { label: string; date: string; time: string; method: 'card' | 'cash' },
): Promise<{ page: Page; account: Account; bookingId: string }> {
  const page = await (await browser.newContext()).newPage();
  const account = await newCustomer(page, request, options.label);
  const made = await bookByApi(page, request, options);
  if (options.method === 'card') {
    await page.goto(made.checkout_url!);
    await payOnCheckout(page);
  }
  return { page, account, bookingId: made.booking.id };
}

type MailWithAttachments = MailboxMessage & {
  attachments?: { filename: string; contentType: string }[];
};

test("'Bed om ny tid' for a day: one customer picks a new time, the other cancels; the owner sees both", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { date, times } = await dayWithRoom(request);
  const card = await customerWithBooking(browser, request, {
    label: 'nytid-kort',
    date,
    time: times[1]!,
    method: 'card',
  });
  const cash = await customerWithBooking(browser, request, {
    label: 'nytid-kontant',
    date,
    time: times[3]!,
    method: 'cash',
  });

  // The owner opens the day (as the weather warning links it) and asks the day's customers.
  const owner = await ownerPage(browser);
  await openPage(owner, `/admin?tab=bookinger&day=${date}`);
  await owner.getByRole('button', { name: 'Bed om ny tid for dagen' }).click();
  const ask = owner.getByRole('dialog', { name: 'Bed dagens kunder om at vælge en ny tid' });
  await ask.getByRole('button', { name: 'Send til dagens kunder' }).click();
  await expect(ask.getByText('Skriv en kort begrundelse til kunden')).toBeVisible();
  await ask.getByLabel('Begrundelse (kunden ser den)').fill('Blæsevejr hele dagen');
  await ask.getByRole('button', { name: 'Send til dagens kunder' }).click();
  await expect(
    owner.getByText('2 kunder har fået en mail om at vælge en ny tid.').first(),
  ).toBeVisible();
  const answers = owner.getByRole('region', { name: 'Svar på Bed om ny tid' });
  await expect(answers.getByText('Afventer kundens nye tid')).toHaveCount(2);

  // Both customers get the mail with the reason and the link.
  for (const customer of [card, cash])
    await awaitMail(
      request,
      customer.account.email,
      (m) =>
        m.subject.startsWith('Vælg en ny tid') && (m.text ?? '').includes('Blæsevejr hele dagen'),
      `the request to ${customer.account.email}`,
    );

  // The cash customer picks another time of the same day on the link's page.
  const target = times[5]!;
  const cashLink = await mailedLink(request, cash.account.email, '/new-time');
  await openPage(cash.page, cashLink);
  await expect(cash.page.getByText('Blæsevejr hele dagen')).toBeVisible();
  await expectNoSeriousA11yViolations(cash.page);
  await cash.page.getByRole('button', { name: 'Vælg ny tid' }).click();
  const choose = cash.page.getByRole('dialog', { name: 'Vælg din nye tid' });
  await choose.getByRole('radio', { name: new RegExp(`^${target}`) }).check();
  await choose.getByRole('button', { name: 'Flyt til det valgte tidspunkt' }).click();
  await expect(
    cash.page.getByText(`Tak. Din booking er flyttet til ${formatDanishDate(date)} kl. ${target}.`),
  ).toBeVisible();
  const moved = (await awaitMail(
    request,
    cash.account.email,
    (m) => m.subject.startsWith('Booking flyttet'),
    'the moved booking’s calendar file',
  )) as MailWithAttachments;
  expect(moved.attachments).toEqual([
    expect.objectContaining({ filename: 'booking.ics', contentType: 'text/calendar' }),
  ]);

  // The card customer cancels: refunded to the card, the credit note mailed.
  const cardLink = await mailedLink(request, card.account.email, '/new-time');
  await openPage(card.page, cardLink);
  await card.page.getByRole('button', { name: 'Aflys med fuld refusion' }).click();
  await card.page.getByRole('alertdialog').getByRole('button', { name: 'Ja, aflys' }).click();
  await expect(
    card.page.getByText('Din booking er aflyst. Beløbet bliver refunderet til dit kort.'),
  ).toBeVisible();
  await awaitMail(
    request,
    card.account.email,
    (m) => m.subject.startsWith('Kreditnota nr.'),
    'the credit note',
  );

  // A second answer is refused kindly.
  const again = await request.post(
    `/api/reschedule-requests/${card.bookingId}/cancel${new URL(cardLink, 'http://x').search}`,
  );
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: string }).error).toContain('Du har allerede svaret');

  // The owner sees both answers beside the day.
  await openPage(owner, `/admin?tab=bookinger&day=${date}`);
  await expect(
    answers.getByText(`Kunden har valgt ny tid: ${formatDanishDate(date)} kl. ${target}`),
  ).toBeVisible();
  await expect(answers.getByText('Kunden har aflyst (fuld refusion)')).toBeVisible();
  await expect(answers.getByText('Afventer kundens nye tid')).toHaveCount(0);
  for (const page of [owner, card.page, cash.page]) await page.context().close();
});
