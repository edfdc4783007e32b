/**
 * The customer's path, round two (issue 40):
 * 1. a booking's short number ('B-1042') on the thank-you page, the profile, the confirmation
 *    mail, the receipt ('Booking-nr.', no id) and the calendar file (organised by the sender
 *    address), and the owner's search finds the booking by it;
 * 2. the address on one line (a pasted two-line address becomes one, a 300+ character one is
 *    refused with the limit) and 'Adgangsforhold' beside it, shown to the owner on the card
 *    and on the day's route;
 * 3. progress kept: a time taken by another customer meanwhile, and 'Annuller' on the
 *    checkout, each bring the booking page back with the choices kept and a word on what
 *    happened; 'Annuller booking' on the profile lets a held checkout go, and another
 *    customer can book its time at once.
 */
import type { Browser, Page } from '@playwright/test';
import type { Booking } from '@shared/api/entities';
import type { BookingCalendar } from '@shared/api/booking';
import { formatDanishDate } from '@shared/domain/danish-format';
import { expect, test } from './support/visitor-test';
import {
  aarhusAddress,
  acceptTerms,
  admin,
  awaitMail,
  bearer,
  accessTokenOf,
  bookByApi,
  bookableDate,
  bookFreeSlotUntilPayment,
  chooseSlot,
  e2eContact,
  enterAddress,
  expectNoSeriousA11yViolations,
  fillContactDetails,
  goToCheckout,
  newCustomer,
  payButton,
  payCash,
  paymentMethod,
  profileBooking,
  singlePhotoProductId,
  slotOffered,
  slotRadio,
  thankYouStatus,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerBookingCard, ownerPage } from './support/owner';

/** A booking's id, as the API hands it out: never shown to the customer. */
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const bookingNumber = /B-\d{4,}/;

/** The customer's bookings, read through the API as the profile reads them. */
async function myBookings(page: Page): Promise<Booking[]> {
  const answer = await page.request.get('/api/me/bookings', {
    headers: bearer(await accessTokenOf(page)),
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Booking[];
}

/** Another customer in a browser of their own (closed with its context). */
async function otherCustomer(browser: Browser, request: Parameters<typeof newCustomer>[1]) {
  const page = await (await browser.newContext()).newPage();
  await newCustomer(page, request, 'anden');
  return page;
}

test.describe("the customer's path, round two", () => {
  test.describe.configure({ timeout: 240_000 });

  test('the booking number on every page, in the mail, on the receipt and in the calendar; the owner finds it', async ({
    page,
    request,
    browser,
  }) => {
    const customer = await newCustomer(page, request, 'nummer');
    const { date, time } = await bookFreeSlotUntilPayment(page, request, 6, '09:30');
    await goToCheckout(page);
    await page.getByRole('button', { name: 'Betal', exact: true }).click();
    await expect(page).toHaveURL(/\/booking-confirmed\?booking=/);
    await expect(thankYouStatus(page)).toHaveText(/Betaling gennemført/);
    const facts = page.locator('.booking-confirmed__what');
    await expect(facts).toContainText('Booking-nr.');
    const number = bookingNumber.exec((await facts.textContent()) ?? '')![0];
    await expect(page.getByRole('main')).not.toContainText(uuid);

    // The profile's card names it; its receipt says 'Booking-nr.' and no id.
    await openPage(page, '/profile');
    const card = profileBooking(page, date, time);
    await expect(card).toContainText(`Booking-nr.${number}`);
    await card.getByRole('button', { name: /^Kvittering for / }).click();
    const receipt = page.getByRole('dialog', { name: 'Kvittering' });
    await expect(receipt.getByRole('heading', { name: /^Kvittering nr\. \d+$/ })).toBeVisible();
    await expect(receipt).toContainText(`Booking-nr.${number}`);
    await expect(receipt).not.toContainText('Booking-id');
    await expect(receipt).not.toContainText(uuid);
    await receipt.getByRole('button', { name: 'Luk' }).first().click();

    // The confirmation mail leads with the number; the receipt mail names it too.
    const confirmation = await awaitMail(
      request,
      customer.email,
      (mail) => mail.subject.startsWith('Bookingbekræftelse'),
      'the booking confirmation',
    );
    expect(confirmation.text).toContain(`Booking-nr.: ${number}`);
    expect(confirmation.text).not.toContain('Booking-id');
    const receiptMail = await awaitMail(
      request,
      customer.email,
      (mail) => /^Kvittering nr\. \d+/.test(mail.subject),
      'the receipt mail',
    );
    expect(receiptMail.text).toContain(`Booking-nr.: ${number}`);
    expect(receiptMail.text).not.toMatch(uuid);

    // The calendar file: the number in its title and text, organised by the business (the
    // demo's name from Indstillinger) with the sender address.
    const [booking] = (await myBookings(page)).filter((b) => b.booking_date === date);
    const calendar = (await (
      await page.request.get(`/api/me/bookings/${booking!.id}/calendar`, {
        headers: bearer(await accessTokenOf(page)),
      })
    ).json()) as BookingCalendar;
    const ics = calendar.content.replace(/\r\n /g, '');
    expect(ics).toContain(`SUMMARY:Droneoptagelse: ${booking!.product_name} (${number})`);
    expect(ics).toContain(`Booking-nr. ${number}`);
    expect(ics).toContain(
      'ORGANIZER;CN=Demo Dronefoto (fiktiv virksomhed):mailto:booking@dronefoto.dk',
    );
    expect(ics).not.toMatch(/ORGANIZER.*localhost/);

    // The owner reads the number out on the phone: the search finds the booking by it.
    const owner = await ownerPage(browser);
    const ownerCard = await ownerBookingCard(owner, customer.email, { search: number });
    await expect(ownerCard).toContainText(`Booking-nr.${number}`);
    await ownerBookingCard(owner, customer.email, {
      search: number.replace('-', '').toLowerCase(),
    });
    await owner.context().close();
  });

  test("the address on one line, with its limit; 'Adgangsforhold' reaches the owner's card and the day's route", async ({
    page,
    request,
    browser,
  }) => {
    const customer = await newCustomer(page, request, 'adgang');
    const time = '13:30';
    const date = await bookableDate(request, 12, time);
    await openPage(page, `/booking/${singlePhotoProductId}`);
    const field = page.getByLabel('Adresse for optagelsen');
    const status = page.locator('#booking-address-status');
    // One line: an input, not a box of several lines.
    expect(await field.evaluate((el) => el.tagName)).toBe('INPUT');

    // Too long: the limit is said.
    await field.fill(`Vestergade 5, 8000 Aarhus C, ${'hos familien Hansen '.repeat(16)}`);
    await field.blur();
    await expect(status).toContainText('Adressen er for lang. Skriv højst 300 tegn.');
    await expect(page.getByRole('button', { name: 'Fortsæt til betaling' })).toBeDisabled();

    // A two-line address pasted in becomes the one line it means, and is found.
    await field.fill('');
    await field.focus();
    await field.evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, 'Vestergade 5\n8000 Aarhus C');
    await expect(field).toHaveValue('Vestergade 5, 8000 Aarhus C');
    await field.blur();
    await expect(status).toContainText(/fra vores base/);

    // Directions go in a field of their own.
    const notes = 'Portkode 4711\nParkering i gården, ring på hos Hansen';
    await page.getByLabel(/^Adgangsforhold/).fill(notes);
    await chooseSlot(page, date, time);
    await expect(page.locator('.booking-summary')).toContainText('Portkode 4711');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('region', { name: 'Ordreoversigt' })).toContainText(
      'Portkode 4711',
    );
    await fillContactDetails(page, e2eContact);
    await acceptTerms(page);
    await payCash(page);
    await expect(page.locator('.booking-confirmed__what')).toContainText('Adgangsforhold');

    const [booking] = (await myBookings(page)).filter((b) => b.booking_date === date);
    expect(booking).toMatchObject({ address: 'Vestergade 5, 8000 Aarhus C', access_notes: notes });

    // The owner: the card and the day's route name them; the new-booking mail too.
    const owner = await ownerPage(browser);
    const card = await ownerBookingCard(owner, customer.email);
    await expect(card).toContainText('Adgangsforhold');
    await expect(card).toContainText('Parkering i gården, ring på hos Hansen');
    await expect(card).toContainText('Vestergade 5, 8000 Aarhus C');
    const section = owner.getByRole('region', { name: 'Dagens rute' });
    await section.getByLabel('Dato', { exact: true }).fill(date);
    const stop = section
      .getByRole('list', { name: /^Ruten / })
      .getByRole('article')
      .filter({ hasText: customer.email });
    await expect(stop).toContainText('Adgangsforhold');
    await expect(stop).toContainText('Portkode 4711');
    await owner.context().close();
    await awaitMail(
      request,
      admin.email,
      (mail) =>
        mail.subject.startsWith('Ny booking') &&
        (mail.text ?? '').includes(customer.email) &&
        (mail.text ?? '').includes('Adgangsforhold: Portkode 4711'),
      "the owner's new-booking mail with the access notes",
    );
  });

  test('a time taken meanwhile brings the booking page back with the rest kept, and says so', async ({
    page,
    request,
    browser,
  }) => {
    await newCustomer(page, request, 'kladde');
    const time = '14:30';
    const date = await bookableDate(request, 13, time);
    await openPage(page, `/booking/${singlePhotoProductId}`);
    await enterAddress(page, aarhusAddress);
    await page.getByLabel(/^Adgangsforhold/).fill('Ring på hos Hansen');
    await chooseSlot(page, date, time);
    await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText(/Adressen er .* fra vores base/)).toBeVisible();
    await fillContactDetails(page, e2eContact);
    await acceptTerms(page);
    await paymentMethod(page, 'Kontant').check();

    // Another customer books the same time through the API first.
    const other = await otherCustomer(browser, request);
    await bookByApi(other, request, { date, time });
    await other.context().close();

    await payButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${singlePhotoProductId}$`));
    const notice = page.getByRole('alert').filter({ hasText: 'ikke længere ledigt' });
    await expect(notice).toContainText('Dette tidspunkt er desværre ikke længere ledigt');
    await expect(notice).toContainText('Adressen og dine øvrige valg er gemt herunder.');
    await expect(
      page.getByRole('heading', { name: 'Dronefoto – Enkeltbillede', exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Adresse for optagelsen')).toHaveValue(aarhusAddress);
    await expect(page.getByLabel(/^Adgangsforhold/)).toHaveValue('Ring på hos Hansen');
    await expect(page.locator('#booking-address-status')).toContainText(/fra vores base/);
    await expect(
      page.getByRole('button', { name: formatDanishDate(date), exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(slotRadio(page, time)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("'Annuller' on the checkout brings the booking page back with the choices kept", async ({
    page,
    request,
  }) => {
    await newCustomer(page, request, 'fortryder');
    const { date, time } = await bookFreeSlotUntilPayment(page, request, 14, '10:30', {
      accessNotes: 'Gården bag huset',
    });
    await goToCheckout(page);
    await page.getByRole('button', { name: 'Annuller', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/booking/${singlePhotoProductId}$`));
    await expect(page.getByRole('alert')).toContainText(
      'Betalingen blev ikke gennemført, så bookingen er annulleret',
    );
    await expect(page.getByLabel('Adresse for optagelsen')).toHaveValue(aarhusAddress);
    await expect(page.getByLabel(/^Adgangsforhold/)).toHaveValue('Gården bag huset');
    // The time was let go with the checkout, and is free again: still the one chosen.
    expect(await slotOffered(request, date, time)).toBe(true);
    await expect(slotRadio(page, time)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Fortsæt til betaling' })).toBeEnabled();
    expect(await myBookings(page)).toEqual([]);
  });

  test("'Annuller booking' on the profile lets a held checkout go: another customer books the time at once", async ({
    page,
    request,
    browser,
  }) => {
    await newCustomer(page, request, 'slipper');
    const { date, time } = await bookFreeSlotUntilPayment(page, request, 15, '11:30');
    await goToCheckout(page);
    // 'Tilbage': the booking waits on the profile, its time held.
    await page.getByRole('link', { name: /Tilbage/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const card = profileBooking(page, date, time);
    await expect(card.getByRole('button', { name: 'Betal nu' })).toBeVisible();
    expect(await slotOffered(request, date, time)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Annuller booking' }).click();
    await expect(
      page.getByText('Bookingen er annulleret, og tiden er givet fri.').first(),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
    // Free at once, not when the provider's expired event comes.
    expect(await slotOffered(request, date, time)).toBe(true);
    const other = await otherCustomer(browser, request);
    const { booking } = await bookByApi(other, request, { date, time });
    expect(booking.booking_date).toBe(date);
    // The provider's expired event, arriving after, takes nothing from the new booking.
    await expect
      .poll(async () => (await myBookings(other)).map((b) => b.id), { timeout: 5_000 })
      .toEqual([booking.id]);
    expect(await slotOffered(request, date, time)).toBe(false);
    await other.context().close();
  });

  test("a third card checkout at once is refused by the pay button; 'Annuller booking' makes room", async ({
    page,
    request,
  }) => {
    await newCustomer(page, request, 'holder');
    // Two card checkouts left open, made through the API as the payment page sends them.
    const held = [];
    for (const time of ['10:00', '10:30']) {
      const date = await bookableDate(request, 16, time);
      held.push(await bookByApi(page, request, { date, time, method: 'card' }));
    }
    await bookFreeSlotUntilPayment(page, request, 16, '11:30');
    await payButton(page).click();
    await expect(
      page.locator('form.payment-submit').getByRole('alert').filter({
        hasText:
          'Du har allerede 2 kortbetalinger, der ikke er gennemført. Betal eller annuller en af dem under Min profil, før du booker flere.',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);

    // 'Annuller booking' on one of them: the third checkout opens.
    const [first] = held;
    await openPage(page, '/profile');
    await profileBooking(page, first!.booking.booking_date, first!.booking.booking_time)
      .getByRole('button', { name: 'Annuller booking' })
      .click();
    await expect(
      page.getByText('Bookingen er annulleret, og tiden er givet fri.').first(),
    ).toBeVisible();
    const date = await bookableDate(request, 17, '12:00');
    const { checkout_url } = await bookByApi(page, request, {
      date,
      time: '12:00',
      method: 'card',
    });
    expect(checkout_url).toBeTruthy();
  });
});
