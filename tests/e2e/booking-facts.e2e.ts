/**
 * One booking, one truth (issue 39), walked as customers and the owner meet it: the weather
 * warns every shoot that will be flown, card and cash alike, with the same free move; a
 * credit note after a move names the new time and reverses the receipt line by line, while
 * the receipt stays as issued with the move said beside it; the cancel dialog says what
 * becomes of invoice-paid money before the confirm; a booking inside the cut-off is promised
 * no free change; and a shoot in a drone zone carries its permit onto every page. Bookings are
 * set up by API where the journey is not about making them.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Availability } from '@shared/api/availability';
import type { CreatedBooking } from '@shared/api/booking';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';
import { formatDanishDate } from '@shared/domain/danish-format';
import { droneZoneTexts } from '@shared/texts/drone-zones';
import { weatherTexts } from '@shared/texts/weather';
import {
  awaitMail,
  bookByApi,
  acceptTerms,
  chooseSlot,
  e2eContact,
  fillContactDetails,
  expectMail,
  freeStart,
  newCustomer,
  payCash,
  payOnCheckout,
  profileBooking,
  singlePhotoProductId,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { markPaid, ownerBookingCard, ownerWithApi, withoutNotice } from './support/owner';
import { expect, test } from './support/visitor-test';
import { approveFirmByApi, firmByApi } from './support/firm-api';

const housePhotoProductId = 1;

/** A signed-in customer of their own browser context (their own session). */
async function customerIn(browser: Browser, request: APIRequestContext, label: string) {
  const page = await (await browser.newContext()).newPage();
  const account = await newCustomer(page, request, label);
  return { page, account };
}

/**
 * Runs `book` while the owner allows shoots without notice and after sunset (put back at
 * once), and answers the free starts in Aarhus of the same day, at least two hours away.
 */
async function withinTwoDays<T>(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  count: number,
  book: (starts: Array<{ date: string; time: string }>) => Promise<T>,
): Promise<T> {
  return withoutNotice(request, ownerHeaders, async (days) => {
    const soonest = Date.now() + 2 * 3_600_000;
    const day = days.find(
      (d) =>
        d.slots.filter((s) => (copenhagenToUtc(d.date, s.time)?.getTime() ?? 0) >= soonest)
          .length >=
        count * 2,
    );
    if (!day) throw new Error('no day with free starts within two days');
    const starts = day.slots
      .filter((s) => (copenhagenToUtc(day.date, s.time)?.getTime() ?? 0) >= soonest)
      // Every other start, so the shoots do not touch.
      .filter((_, i) => i % 2 === 0)
      .slice(0, count)
      .map((s) => ({ date: day.date, time: s.time }));
    return book(starts);
  });
}

/** Pays a card booking made by API on the Stripe stand-in's checkout page. */
async function payCheckout(page: Page, created: CreatedBooking) {
  await page.goto(new URL(created.checkout_url!).pathname);
  await payOnCheckout(page);
}

const receiptDialog = (page: Page) => page.getByRole('dialog', { name: 'Kvittering' });
const creditNoteDialog = (page: Page) => page.getByRole('dialog', { name: 'Kreditnota' });

test('a storm warns the card and the cash customer of one day alike, and both may move for free', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { ownerHeaders } = await ownerWithApi(browser);
  const card = await customerIn(browser, request, 'storm-kort');
  const cash = await customerIn(browser, request, 'storm-kontant');
  const [paid, unpaid] = await withinTwoDays(request, ownerHeaders, 2, async ([first, second]) => [
    await bookByApi(card.page, request, { ...first!, method: 'card' }),
    await bookByApi(cash.page, request, { ...second!, method: 'cash' }),
  ]);
  await payCheckout(card.page, paid!);
  const shoot = unpaid!.booking;

  const forecast = await request.post('/_local/weather/forecast', {
    data: { lat: shoot.shoot_lat, lon: shoot.shoot_lon, wind: 16, gust: 21, precipitation: 0 },
  });
  expect(forecast.ok()).toBe(true);
  const checked = await request.post('/_local/weather/check');
  expect(checked.ok(), await checked.text()).toBe(true);

  for (const [customer, booking] of [
    [card, paid!.booking],
    [cash, shoot],
  ] as const) {
    await expectMail(
      request,
      customer.account.email,
      (mail) =>
        mail.subject.startsWith('Vejret kan forhindre din optagelse') &&
        (mail.text ?? '').includes(`/manage-booking?booking=${booking.id}&sig=`),
      `the weather warning of ${customer.account.email}`,
    );
    // Inside the 48-hour cut-off, and still free to move: the weather opened it.
    await openPage(customer.page, '/profile');
    const bookingCard = profileBooking(customer.page, booking.booking_date, booking.booking_time);
    await expect(bookingCard).toContainText(weatherTexts.moveOpen);
    await expect(bookingCard.getByRole('button', { name: 'Flyt booking' })).toBeEnabled();
  }

  // The cash customer moves to a calmer day.
  const later = await freeStart(request, { daysAhead: 5 });
  const cashCard = profileBooking(cash.page, shoot.booking_date, shoot.booking_time);
  await cashCard.getByRole('button', { name: 'Flyt booking' }).click();
  const dialog = cash.page.getByRole('dialog', { name: 'Flyt din booking' });
  await dialog.getByRole('button', { name: formatDanishDate(later.date), exact: true }).click();
  await dialog.getByRole('radio', { name: new RegExp(`^${later.time}`) }).check();
  await dialog.getByRole('button', { name: 'Flyt til det valgte tidspunkt' }).click();
  await expect(
    cash.page
      .getByText(`Din booking er flyttet til ${formatDanishDate(later.date)} kl. ${later.time}`)
      .first(),
  ).toBeVisible();
});

test('moved, then cancelled: the credit note names the new time and reverses the receipt; the receipt stays as issued', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { page, account } = await customerIn(browser, request, 'dokumenter');
  const first = await freeStart(request, { productId: housePhotoProductId, daysAhead: 5 });
  const created = await bookByApi(page, request, {
    ...first,
    productId: housePhotoProductId,
    method: 'card',
    includeEditing: true,
  });
  await payCheckout(page, created);
  await openPage(page, '/profile');
  const card = profileBooking(page, first.date, first.time);
  await expect(card).toContainText('Betalt');

  // Moved from the profile to another day.
  const second = await freeStart(request, { productId: housePhotoProductId, daysAhead: 9 });
  await card.getByRole('button', { name: 'Flyt booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flyt din booking' });
  await dialog.getByRole('button', { name: formatDanishDate(second.date), exact: true }).click();
  await dialog.getByRole('radio', { name: new RegExp(`^${second.time}`) }).check();
  await dialog.getByRole('button', { name: 'Flyt til det valgte tidspunkt' }).click();
  const moved = profileBooking(page, second.date, second.time);
  const newTime = `${formatDanishDate(second.date)} kl. ${second.time}`;
  await expect(moved).toContainText(`Flyttet til ${newTime}`);

  // The receipt is the voucher as issued: the old time, with the move said above it.
  await moved.getByRole('button', { name: /^Kvittering for / }).click();
  await expect(receiptDialog(page)).toContainText(
    `${formatDanishDate(first.date)} kl. ${first.time}`,
  );
  await expect(receiptDialog(page)).toContainText(`Optagelsen er siden flyttet til ${newTime}`);
  await expect(receiptDialog(page)).toContainText('Redigering');
  await receiptDialog(page).getByRole('button', { name: 'Luk' }).first().click();

  await moved.getByRole('button', { name: 'Aflys booking' }).click();
  await expect(page.getByText('Beløbet bliver refunderet til dit kort.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ja, aflys' }).click();
  await expect(
    page.getByText('Din booking er aflyst. Beløbet bliver refunderet til dit kort.').first(),
  ).toBeVisible();

  await openPage(page, '/profile?tab=past');
  await profileBooking(page, second.date, second.time)
    .getByRole('button', { name: /^Kreditnota for / })
    .click();
  const note = creditNoteDialog(page);
  await expect(note).toContainText(newTime);
  await expect(note.getByRole('row', { name: /Krediteret: Dronefoto – Bolig/ })).toContainText(
    '-1.499,00 kr',
  );
  await expect(note.getByRole('row', { name: /Krediteret: Redigering/ })).toContainText(
    '-100,00 kr',
  );
  await expect(note).toContainText('-1.599,00 kr');
  await expectMail(
    request,
    account.email,
    (mail) => /^Kreditnota nr\. \d+/.test(mail.subject) && (mail.text ?? '').includes(newTime),
    'the credit note mail with the new time',
  );
});

test('an invoice-paid booking: the cancel dialog says what becomes of the money before the confirm', async ({
  browser,
  request,
}) => {
  const { ownerHeaders } = await ownerWithApi(browser);
  const { page } = await customerIn(browser, request, 'faktura-aflys');
  // 'Faktura' by agreement: the customer's firm, approved by the owner (decision 0035).
  const firm = await firmByApi(page, request);
  await approveFirmByApi(request, ownerHeaders, firm.id);
  const start = await freeStart(request, { daysAhead: 6 });
  const { booking } = await bookByApi(page, request, {
    ...start,
    method: 'invoice',
    forFirm: true,
  });
  await markPaid(request, ownerHeaders, booking.id);

  await openPage(page, '/profile');
  const card = profileBooking(page, start.date, start.time);
  await expect(card).toContainText('Betalt');
  await card.getByRole('button', { name: 'Aflys booking' }).click();
  const money =
    'Du har betalt 249 kr. Vi betaler beløbet tilbage og kontakter dig om, hvortil det skal overføres.';
  await expect(page.getByRole('alertdialog')).toContainText(money);
  await page.getByRole('button', { name: 'Ja, aflys' }).click();
  await expect(
    page
      .getByText(
        'Din booking er aflyst. Vi betaler de 249 kr tilbage og kontakter dig om, hvortil de skal overføres.',
      )
      .first(),
  ).toBeVisible();
});

test('a booking inside the cut-off: the thank-you page and the mail promise no free change', async ({
  browser,
  request,
}) => {
  const { ownerHeaders } = await ownerWithApi(browser);
  const { page, account } = await customerIn(browser, request, 'sent');
  const { booking } = await withinTwoDays(request, ownerHeaders, 1, ([soon]) =>
    bookByApi(page, request, soon!),
  );
  await openPage(page, `/booking-confirmed?booking=${booking.id}`);
  const next = page.getByRole('region', { name: 'Hvad sker der nu?' });
  await expect(next).toContainText(
    'Denne booking kan ikke flyttes eller aflyses, da der er under 48 timer til optagelsen',
  );
  await expect(next).not.toContainText('gratis');
  const mail = await awaitMail(
    request,
    account.email,
    (m) => m.subject.startsWith('Bookingbekræftelse'),
    'the confirmation mail',
  );
  expect(mail.text).toContain('da der er under 48 timer til optagelsen');
  expect(mail.text).not.toContain('indtil 48 timer før optagelsen');
});

/** The permit's sentence, once the shoot is booked in the Kastrup zone. */
const permitNeeded = /Optagelsen kræver en tilladelse fra Trafikstyrelsen/;

async function enterAddress(page: Page, address: string) {
  const field = page.getByLabel('Adresse for optagelsen');
  await field.fill(address);
  await field.blur();
  await expect(page.locator('#booking-address-status')).not.toBeEmpty();
}

test('a shoot in a drone zone carries its permit onto every page, and the notice follows the address', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { page, account } = await customerIn(browser, request, 'tilladelse');
  const notice = page.getByRole('heading', { name: droneZoneTexts.noticeHeading });
  await openPage(page, `/booking/${singlePhotoProductId}`);
  await enterAddress(page, 'Kastrupvej 100, 2770 Kastrup');
  await expect(notice).toBeVisible();
  // Another address: no notice of the old one stays on screen.
  await enterAddress(page, 'Torvet 1, 6700 Esbjerg');
  await expect(notice).toHaveCount(0);
  await enterAddress(page, 'Vestergade 1, 8000 Aarhus C');
  await expect(notice).toHaveCount(0);

  // Booked in Kastrup on the first day the permit leaves.
  const kastrup = await request.get('/api/availability', {
    params: { product_id: singlePhotoProductId, lat: 55.635, lon: 12.64 },
  });
  const days = ((await kastrup.json()) as Availability).days.filter((d) => d.slots.length > 0);
  const day = days[0]!;
  // The address first: its times run 30 days further out.
  await enterAddress(page, 'Kastrupvej 100, 2770 Kastrup');
  await expect(notice).toBeVisible();
  await chooseSlot(page, day.date, day.slots[0]!.time);
  await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
  await fillContactDetails(page, e2eContact);
  await acceptTerms(page);
  await expect(page.getByText(permitNeeded)).toBeVisible();
  await payCash(page);
  await expect(page.getByText(permitNeeded)).toBeVisible();
  await expect(page.getByText(/Får vi ikke tilladelsen/)).toBeVisible();
  await expectMail(
    request,
    account.email,
    (mail) => mail.subject.startsWith('Bookingbekræftelse') && permitNeeded.test(mail.text ?? ''),
    'the confirmation mail naming the permit',
  );

  await openPage(page, '/profile');
  const card = profileBooking(page, day.date, day.slots[0]!.time);
  await expect(card.getByText(permitNeeded)).toBeVisible();
  await card.getByRole('button', { name: 'Flyt booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Flyt din booking' })).toContainText(
    /kræver tilladelse fra Trafikstyrelsen\. Derfor kan der først vælges tider 30 dage ude\./,
  );
  await page.getByRole('button', { name: 'Behold booking' }).click();

  const owner = (await ownerWithApi(browser)).owner;
  const ownerCard = await ownerBookingCard(owner, account.email);
  await expect(ownerCard).toContainText(droneZoneTexts.permitMissing);

  // The coverage page gives the booking page's notice for the same address.
  await openPage(page, '/coverage');
  await page.getByRole('textbox', { name: 'Adresse' }).fill('Kastrupvej 100, 2770 Kastrup');
  await page.getByRole('button', { name: /Tjek adresse/ }).click();
  await expect(notice).toBeVisible();
});
