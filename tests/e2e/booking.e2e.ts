/**
 * Booking journeys (issue 5): book and pay cash, the profile's upcoming list and the mails,
 * an address outside the zones, a booked slot gone for everyone, and a slot taken while the
 * customer was on the payment page. Each test books its own time so they never collide.
 */
import { expect, test } from './support/visitor-test';
import { addDays, formatDanishDate } from '@shared/domain/danish-format';
import {
  admin,
  bookableDate,
  bookUntilPayment,
  cashBookedText,
  chooseSlot,
  enterAddress,
  esbjergAddress,
  expectMail,
  expectNoSeriousA11yViolations,
  fillContactDetails,
  manageBookingsLink,
  thankYouStatus,
  newCustomer,
  newCustomerAtPayment,
  payButton,
  payCash,
  paymentMethod,
  profileBooking,
  slotOffered,
  slotRadio,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerBookingCard, ownerPage } from './support/owner';

test.describe('booking', () => {
  // Each journey signs up one or two customers through the mailed link first.
  test.describe.configure({ timeout: 180_000 });

  test('book with cash: confirmation, upcoming in the profile, and both mails', async ({
    page,
    request,
    browser,
  }) => {
    const customer = await newCustomer(page, request);
    const time = '10:00';
    const date = await bookableDate(request, 2, time);

    await openPage(page, '/booking/5');
    await expect(
      page.getByRole('heading', { name: 'Dronefoto – Enkeltbillede', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('249 kr').first()).toBeVisible();
    // Continue waits for a slot and an address; the times wait for the address.
    const next = page.getByRole('button', { name: 'Fortsæt til betaling' });
    await expect(next).toBeDisabled();
    await expect(page.getByText('Vælg venligst et tidspunkt')).toBeVisible();
    await expect(
      page.getByText('Skriv adressen for optagelsen, så viser vi kun de tider', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('button.date-grid__day')).toHaveCount(0);
    await enterAddress(page);
    // Sundays are closed: days without slots cannot be picked.
    await expect(page.locator('button.date-grid__day:disabled').first()).toBeVisible();
    await chooseSlot(page, date, time);
    await expect(page.locator('.booking-summary')).toContainText(formatDanishDate(date));
    await expect(page.locator('.booking-summary')).toContainText(`kl. ${time}`);
    // This product offers no editing (the demo's single picture): no option, no extra line.
    await expect(page.getByLabel(/Professionel redigering/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await bookUntilPayment(page, { date, time, contact: null });
    await expect(page.locator('.order-summary')).toContainText(formatDanishDate(date));
    await expect(page.getByTestId('order-total')).toHaveText('249 kr');
    // 'Faktura' is by agreement with a firm (decision 0035): a private customer is not offered it.
    await expect(paymentMethod(page, 'Kontant')).toBeVisible();
    await expect(paymentMethod(page, 'Faktura')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await paymentMethod(page, 'Kontant').check();
    // 'Dine oplysninger': a malformed mobile number is refused in Danish before anything is sent.
    const phone = page.getByLabel('Mobilnummer', { exact: true });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await fillContactDetails(page, { name: 'Jens Kunde', phone: '12 34 56' });
    await payButton(page).click();
    await expect(
      page.getByText('Skriv et dansk telefonnummer med 8 cifre, f.eks. 12 34 56 78'),
    ).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/payment$/);
    await phone.fill('+45 87654321');
    await payButton(page).click();

    await expect(page).toHaveURL(/\/booking-confirmed\?booking=/);
    await expect(page.getByRole('heading', { name: 'Tak for din booking!' })).toBeVisible();
    await expect(thankYouStatus(page)).toHaveText(cashBookedText);
    await expect(page.locator('.booking-confirmed__what')).toContainText('Kontant');
    await manageBookingsLink(page).click();
    await expect(page).toHaveURL(/\/profile$/);
    const card = profileBooking(page, date, time);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Afventer betaling');
    await expect(card).toContainText('Kontant');
    await expectNoSeriousA11yViolations(page);

    await expectMail(
      request,
      customer.email,
      (mail) => mail.subject.startsWith('Bookingbekræftelse'),
      'the booking confirmation to the customer',
    );
    await expectMail(
      request,
      admin.email,
      (mail) =>
        mail.subject.startsWith('Ny booking') &&
        (mail.text ?? '').includes(customer.email) &&
        (mail.text ?? '').includes('Navn: Jens Kunde') &&
        (mail.text ?? '').includes('Mobilnummer: +45 87 65 43 21'),
      'the new-booking notification to the admin, with the name and phone',
    );
    expect(await slotOffered(request, date, time)).toBe(false);

    // The owner's booking card shows the name and the phone to call; searching the number finds it.
    const owner = await ownerPage(browser);
    const ownerCard = await ownerBookingCard(owner, customer.email, { search: '87654321' });
    await expect(ownerCard).toContainText('Jens Kunde');
    await expect(ownerCard.getByRole('link', { name: '+45 87 65 43 21' })).toHaveAttribute(
      'href',
      'tel:+4587654321',
    );
    await owner.context().close();

    // The next booking's payment page is filled in from the profile.
    const later = await bookableDate(request, 9, '15:00');
    await bookUntilPayment(page, { date: later, time: '15:00', contact: null });
    await expect(page.getByLabel('Navn', { exact: true })).toHaveValue('Jens Kunde');
    await expect(phone).toHaveValue('+45 87 65 43 21');
  });

  test('an address in Esbjerg is outside the zones and blocks Continue', async ({
    page,
    request,
  }) => {
    await newCustomer(page, request);
    const time = '10:30';
    const date = await bookableDate(request, 2, time);
    await openPage(page, '/booking/5');
    await enterAddress(page);
    // The calendar works from the keyboard: arrows move between bookable days.
    const day = page.getByRole('button', { name: formatDanishDate(date), exact: true });
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    const weekLater = page.getByRole('button', {
      name: formatDanishDate(addDays(date, 7)),
      exact: true,
    });
    await expect(weekLater).toBeFocused();
    await expect(weekLater).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(day).toBeFocused();
    await chooseSlot(page, date, time);
    const address = page.getByLabel('Adresse for optagelsen');
    await address.fill(esbjergAddress);
    await address.blur();
    const status = page.locator('#booking-address-status');
    await expect(status).toContainText('Adressen er uden for vores dækningsområde');
    await expect(status).toContainText(/Adressen er \d+,\d km fra vores base/);
    // A way on: write to us with the address filled in, or see where we fly.
    const writeUs = status.getByRole('link', { name: 'Skriv til os om adressen' });
    await expect(writeUs).toHaveAttribute('href', /^mailto:.*Esbjerg/);
    await expect(status.getByRole('link', { name: 'Se hvor vi flyver' })).toHaveAttribute(
      'href',
      '/coverage',
    );
    await expect(page.getByRole('button', { name: 'Fortsæt til betaling' })).toBeDisabled();
    // Clearing the address asks for one.
    await address.fill('');
    await address.blur();
    await expect(status).toContainText('Indtast venligst en adresse');
  });

  test('a booked slot is no longer offered to anyone', async ({ page, request, browser }) => {
    const { date, time } = await newCustomerAtPayment(page, request, 'foerst', 3, '11:30');
    await paymentMethod(page, 'Kontant').check();
    await payButton(page).click();
    await expect(page.getByText(cashBookedText).first()).toBeVisible();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await newCustomer(otherPage, request, 'anden');
    await openPage(otherPage, '/booking/5');
    await enterAddress(otherPage);
    await otherPage.getByRole('button', { name: formatDanishDate(date), exact: true }).click();
    await expect(slotRadio(otherPage, '12:00')).toBeVisible();
    await expect(slotRadio(otherPage, time)).toHaveCount(0);
    await other.close();
  });

  test('paying for a slot taken meanwhile sends the customer back to booking', async ({
    page,
    request,
    browser,
  }) => {
    const { date, time } = await newCustomerAtPayment(page, request, 'langsom', 4, '13:00');
    await paymentMethod(page, 'Kontant').check();

    // Someone else books the same slot first, in another browser.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await newCustomer(otherPage, request, 'hurtig');
    await bookUntilPayment(otherPage, { date, time });
    await payCash(otherPage);
    await other.close();

    await payButton(page).click();
    await expect(page.getByText('Dette tidspunkt er desværre ikke længere ledigt')).toBeVisible();
    await expect(page).toHaveURL(/\/booking\/5$/);
  });
});
