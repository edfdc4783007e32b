/**
 * Payment page journeys (issue 5): the discount code's messages and the struck-through total,
 * and paying by card through the local twin's checkout page (Pay, and an expired checkout freeing
 * the slot and bringing the booking page back; leaving it with 'Tilbage' is in thank-you.e2e.ts).
 */
import { expect, test } from './support/visitor-test';
import {
  expectNoSeriousA11yViolations,
  goToCheckout,
  newCustomerAtPayment,
  payByCardOnCheckout,
  paymentMethod,
  profileBooking,
  slotOffered,
} from './booking-helpers';
import { openPage } from './support/open-page';

test.describe('payment', () => {
  test.describe.configure({ timeout: 180_000 });

  test('apply VELKOMMEN10, refuse unknown and empty codes, remove it again', async ({
    page,
    request,
  }) => {
    await newCustomerAtPayment(page, request, 'rabat', 2, '14:00');

    const code = page.getByLabel('Har du en rabatkode?');
    const apply = page.getByRole('button', { name: 'Anvend' });
    await apply.click();
    await expect(page.locator('#discount-status')).toHaveText('Indtast venligst en rabatkode');
    await code.fill('findesikke');
    await apply.click();
    await expect(page.locator('#discount-status')).toHaveText('Ugyldig rabatkode');

    await code.fill('  velkommen10 ');
    await apply.click();
    // 10 % of 249 kr, rounded.
    await expect(page.getByText('Rabatkode anvendt! Du sparer 25 kr')).toBeVisible();
    const total = page.getByTestId('order-total');
    await expect(total.locator('del')).toHaveText('249 kr');
    await expect(total).toContainText('224 kr');
    await expect(page.locator('.order-summary')).toContainText('Rabat');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Fjern rabatkode' }).click();
    await expect(page.getByText('Rabatkode fjernet')).toBeVisible();
    await expect(total).toHaveText('249 kr');
  });

  test('pay by card through the checkout page: paid booking in the profile', async ({
    page,
    request,
  }) => {
    const { date, time } = await newCustomerAtPayment(page, request, 'kort', 2, '14:30');
    await expect(paymentMethod(page, 'Kort')).toBeChecked();
    await expect(page.getByText(/MobilePay/)).toBeVisible();
    await payByCardOnCheckout(page);
    const card = profileBooking(page, date, time);
    await expect(card).toContainText('Betalt');
    await expect(card).toContainText('Kort');
  });

  test('a card checkout that expires drops the booking and frees the slot', async ({
    page,
    request,
  }) => {
    const { date, time } = await newCustomerAtPayment(page, request, 'fortryder', 3, '12:30');
    await goToCheckout(page);
    expect(await slotOffered(request, date, time)).toBe(false);

    // The stand-in's 'Annuller' expires the session at once, as if its 30 minutes had run out:
    // back on the booking page with the choices kept (issue 40), the booking gone.
    await page.getByRole('button', { name: 'Annuller', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Betalingen blev ikke gennemført, så bookingen er annulleret',
    );
    await expect(page).toHaveURL(/\/booking\/\d+$/);
    await expect
      .poll(() => slotOffered(request, date, time), { timeout: 20_000, intervals: [500] })
      .toBe(true);
    await openPage(page, '/profile');
    await expect(profileBooking(page, date, time)).toHaveCount(0);
  });
});
