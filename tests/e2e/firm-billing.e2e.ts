/**
 * Billing a firm by agreement (decision 0035): before the owner approves it, a member booking
 * for the firm is not offered 'Faktura'; the owner approves the firm in 'Firmaer' for one
 * invoice a month with a price agreement (a bad agreement refused in Danish first); the member
 * then sees 'Faktura' and the agreement, and books by invoice with a reference: confirmed at
 * once, the agreement taken off the price. (The monthly job and the invoice's payment:
 * functions/capabilities/firm-billing/monthly-invoices.int.test.ts.)
 */
import { expect, test } from './support/visitor-test';
import { fillText } from '@shared/texts/fill';
import { firmAdminTexts } from '@shared/texts/firm-admin';
import { firmTexts } from '@shared/texts/firms';
import { bookFreeSlotUntilPayment, newCustomer, payButton, paymentMethod } from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerPage } from './support/owner';
import { firmByApi } from './support/firm-api';

test("a firm approved in 'Firmaer' for a monthly invoice: its member books by invoice at the agreed price", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await newCustomer(page, request, 'firmafaktura');
  const name = `Mæglerhuset ${Date.now().toString(36)} ApS`;
  await firmByApi(page, request, name);

  // Not approved yet: no 'Faktura' for the firm's booking.
  await bookFreeSlotUntilPayment(page, request, 4, '14:00');
  await expect(paymentMethod(page, 'Kontant')).toBeVisible();
  await expect(paymentMethod(page, 'Faktura')).toHaveCount(0);

  const owner = await ownerPage(browser);
  await owner.setViewportSize({ width: 390, height: 844 });
  await openPage(owner, '/admin?tab=firmaer');
  const card = owner.getByRole('article', { name });
  await expect(card).toContainText(firmAdminTexts.notApproved);
  await card.getByRole('button', { name: 'Rediger' }).click();
  const form = owner.getByRole('form', {
    name: fillText(firmAdminTexts.formTitle, { firm: name }),
  });
  await form.getByLabel(firmAdminTexts.approved, { exact: true }).check();
  await form
    .getByLabel(firmAdminTexts.billingMode, { exact: true })
    .selectOption(firmAdminTexts.billingMonthly);
  await form.getByLabel(firmAdminTexts.agreement, { exact: true }).fill('70');
  await form.getByRole('button', { name: firmAdminTexts.save }).click();
  await expect(form.getByRole('alert')).toHaveText(
    fillText(firmAdminTexts.agreementInvalid, { max: 50 }),
  );
  await form.getByLabel(firmAdminTexts.agreement, { exact: true }).fill('10');
  await form.getByRole('button', { name: firmAdminTexts.save }).click();
  await expect(card).toContainText(firmAdminTexts.billingMonthly);
  await expect(card).toContainText(fillText(firmAdminTexts.agreementShown, { percent: 10 }));

  // Approved: 'Faktura' and the agreement for a booking for the firm.
  await bookFreeSlotUntilPayment(page, request, 4, '15:00');
  await expect(
    page.getByText(fillText(firmTexts.priceAgreement, { firm: name, percent: 10 })),
  ).toBeVisible();
  // The price before the agreement struck through, then the agreed price.
  await expect(page.getByTestId('order-total')).toContainText('224 kr');
  await page.getByLabel(firmTexts.reference).fill('Sag 42');
  await paymentMethod(page, 'Faktura').check();
  await payButton(page).click();
  await expect(
    page.getByText('Booking bekræftet! Du vil modtage en faktura på email.').first(),
  ).toBeVisible();
});
