/**
 * The thank-you page after a card payment (what was booked, when and where, how it was paid,
 * the calendar file, the way on to the profile), and leaving the checkout with its back link:
 * the booking waits on the profile with 'Betal nu', its slot held, and can still be paid.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/visitor-test';
import { formatDateAtTime } from '@shared/domain/danish-format';
import {
  aarhusAddress,
  cardPaidText,
  expectNoSeriousA11yViolations,
  goToCheckout,
  manageBookingsLink,
  newCustomerAtPayment,
  payOnCheckout,
  profileBooking,
  slotOffered,
  thankYouStatus,
} from './booking-helpers';
import { openPage } from './support/open-page';

const productName = 'Dronefoto – Enkeltbillede';

test.describe('thank-you page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a card booking paid on the checkout lands on the thank-you page', async ({
    page,
    request,
  }) => {
    const { date, time } = await newCustomerAtPayment(page, request, 'tak', 5, '10:00');
    await goToCheckout(page);
    await payOnCheckout(page);

    await expect(
      page.getByRole('heading', { name: 'Tak for din booking!', level: 1 }),
    ).toBeVisible();
    await expect(thankYouStatus(page)).toHaveText(cardPaidText);
    const booked = page.getByRole('region', { name: 'Det har du booket' });
    await expect(booked).toContainText(productName);
    await expect(booked).toContainText(formatDateAtTime(date, time));
    await expect(booked).toContainText(aarhusAddress);
    await expect(booked).toContainText('Kort (Betalt)');
    const next = page.getByRole('region', { name: 'Hvad sker der nu?' });
    await expect(next).toContainText('kalenderfil');
    await expect(next).toContainText('indtil 48 timer før optagelsen');

    const calendarLink = page.getByRole('link', { name: 'Tilføj til kalender' });
    const [download] = await Promise.all([page.waitForEvent('download'), calendarLink.click()]);
    expect(download.suggestedFilename()).toBe('booking.ics');
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:Droneoptagelse: ${productName}`);
    await expectNoSeriousA11yViolations(page);

    await manageBookingsLink(page).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(profileBooking(page, date, time)).toContainText('Betalt');
  });

  test("leaving the checkout with 'Tilbage' keeps the booking, which 'Betal nu' pays", async ({
    page,
    request,
  }) => {
    const { date, time } = await newCustomerAtPayment(page, request, 'tilbage', 5, '13:30');
    await goToCheckout(page);

    await page.getByRole('link', { name: /Tilbage/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(/Betalingen er ikke gennemført\. Vi holder tiden/)).toBeVisible();
    const card = profileBooking(page, date, time);
    await expect(card).toContainText('Afventer betaling');
    await expect(card).toContainText('Kort');
    // The slot stays held while the checkout is open.
    expect(await slotOffered(request, date, time)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Betal nu' }).click();
    await expect(page).toHaveURL(/\/_local\/checkout\//);
    await payOnCheckout(page);
    await expect(thankYouStatus(page)).toHaveText(cardPaidText);
    await manageBookingsLink(page).click();
    await expect(profileBooking(page, date, time)).toContainText('Betalt');
    await expect(
      profileBooking(page, date, time).getByRole('button', { name: 'Betal nu' }),
    ).toHaveCount(0);
  });

  test('while the card payment waits for its confirmation the page says so, then shows it paid', async ({
    page,
    request,
  }) => {
    await newCustomerAtPayment(page, request, 'venter', 5, '11:00');
    await goToCheckout(page);
    const checkoutUrl = page.url();
    // The back link carries the booking's id (the checkout's cancel URL).
    const back = await page.getByRole('link', { name: /Tilbage/ }).getAttribute('href');
    const bookingId = new URL(back!).searchParams.get('unpaid_booking');
    expect(bookingId).toBeTruthy();

    await openPage(page, `/booking-confirmed?booking=${bookingId}`);
    await expect(thankYouStatus(page)).toHaveText('Vi venter på bekræftelse af betalingen …');
    await expect(page.getByRole('link', { name: 'Tilføj til kalender' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Paid elsewhere (the checkout's 'Betal'): the page asks again and shows it paid.
    const paid = await request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    await expect(thankYouStatus(page)).toHaveText(cardPaidText);
    await expect(page.getByRole('link', { name: 'Tilføj til kalender' })).toBeVisible();
  });
});
