/**
 * The customer's progress is never thrown away (issue 27): a refusal that is not about the
 * time keeps the payment page with the server's Danish reason, and a visitor who starts a
 * booking, signs up and confirms by the mailed link finishes the same booking without
 * retyping it.
 */
import { expect, test } from './support/visitor-test';
import { formatDanishDate } from '@shared/domain/danish-format';
import {
  aarhusAddress,
  bookableDate,
  bookByApi,
  bookFreeSlotUntilPayment,
  expectNoSeriousA11yViolations,
  mailedLink,
  newCustomer,
  payButton,
  paymentMethod,
  singlePhotoProductId,
  slotRadio,
  uniqueEmail,
} from './booking-helpers';
import { openPage } from './support/open-page';

/** Both journeys on a desktop and on a 390 px phone with touch (issue 27). */
const screens = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: '390 px phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
] as const;

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('a fourth unpaid booking shows the cap with date, time and address still there', async ({
      page,
      request,
    }) => {
      await newCustomer(page, request, 'loft');
      // Three unpaid bookings made through the API; the fourth on the pages.
      for (const time of ['10:00', '10:30', '11:00']) {
        await bookByApi(page, request, { date: await bookableDate(request, 9, time), time });
      }
      const { date, time } = await bookFreeSlotUntilPayment(page, request, 9, '11:30');
      await paymentMethod(page, 'Kontant').check();
      await payButton(page).click();
      // An alert on the payment form that stays until the customer tries again (issue 40).
      const refusal = page
        .locator('form.payment-submit')
        .getByRole('alert')
        .filter({ hasText: 'Du har allerede 3 ubetalte bookinger' });
      await expect(refusal).toBeVisible();
      await page.getByLabel('Navn', { exact: true }).focus();
      await expect(refusal).toBeVisible();
      // Still on the payment page, with the booking as chosen.
      await expect(page).toHaveURL(/\/payment$/);
      const summary = page.getByRole('region', { name: 'Ordreoversigt' });
      await expect(summary).toContainText(formatDanishDate(date));
      await expect(summary).toContainText(time);
      await expect(summary).toContainText(aarhusAddress);
      await expect(payButton(page)).toBeEnabled();
    });

    test('a visitor starts a booking, signs up, confirms and finishes it without retyping', async ({
      page,
      request,
    }) => {
      const time = '12:00';
      const date = await bookableDate(request, 11, time);
      await openPage(page, `/booking/${singlePhotoProductId}`);
      // A visitor sees the free times before signing in.
      const address = page.getByLabel('Adresse for optagelsen');
      await address.fill(aarhusAddress);
      await address.blur();
      await expect(page.locator('#booking-address-status')).toContainText(/fra vores base/);
      await page.getByRole('button', { name: formatDanishDate(date), exact: true }).click();
      await slotRadio(page, time).check();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/login\\?redirect=/booking/${singlePhotoProductId}$`),
      );
      await expect(page.getByText('Vi husker din booking imens.', { exact: false })).toBeVisible();

      // Sign up from the login page.
      const account = { email: uniqueEmail('kladde'), password: 'Hemmelig1' };
      await page.getByRole('main').getByRole('link', { name: 'Opret konto' }).click();
      // The sign-up page has replaced the login page (both have 'Email') before typing.
      await expect(page.getByRole('heading', { name: 'Opret konto', level: 1 })).toBeVisible();
      await page.getByLabel('E-mail', { exact: true }).fill(account.email);
      await page.getByLabel('Adgangskode', { exact: true }).fill(account.password);
      await page.getByLabel('Bekræft adgangskode', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Opret konto' }).click();

      // The mailed link, opened in a new tab as a mail program does.
      const link = await mailedLink(request, account.email, '/email-confirmed');
      const tab = await page.context().newPage();
      await openPage(tab, link);
      await expect(tab.getByText('Din e-mail er blevet bekræftet!').first()).toBeVisible();
      await expect(tab).toHaveURL(
        new RegExp(`/login\\?redirect=/booking/${singlePhotoProductId}$`),
      );
      await expect(tab.getByLabel('E-mail', { exact: true })).toHaveValue(account.email);
      await tab.getByLabel('Adgangskode', { exact: true }).fill(account.password);
      await tab.getByRole('button', { name: 'Log ind', exact: true }).click();

      // Back on the same booking: product, date, time and address kept.
      await expect(tab).toHaveURL(new RegExp(`/booking/${singlePhotoProductId}$`));
      await expect(tab.getByLabel('Adresse for optagelsen')).toHaveValue(aarhusAddress);
      await expect(slotRadio(tab, time)).toBeChecked();
      await expect(
        tab.getByRole('button', { name: formatDanishDate(date), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(tab.locator('#booking-address-status')).toContainText(/fra vores base/);
      await tab.getByRole('button', { name: 'Fortsæt til betaling' }).click();
      await expect(tab).toHaveURL(/\/payment$/);
      const summary = tab.getByRole('region', { name: 'Ordreoversigt' });
      await expect(summary).toContainText(time);
      await expect(summary).toContainText(aarhusAddress);
    });
  });
}
