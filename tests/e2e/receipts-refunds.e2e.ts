/**
 * Receipts and refunds (issue 17): a card booking paid on the local checkout page gets a
 * receipt with the business's details, the total incl. 25 % moms and the moms amount, on the
 * profile and by mail; cancelled before the cut-off, it is refunded by the local Stripe
 * stand-in and the profile shows 'Refunderet' once the signed charge.refunded has arrived, and
 * 'Kreditnota': the credit note crediting the receipt (negative total and moms), also mailed.
 */
import { expect, test } from './support/visitor-test';
import { demoBusinessSettings } from '@infra/local/seed/demo-data';
import {
  expectMail,
  expectNoSeriousA11yViolations,
  expectRefundedOnProfile,
  newCustomerAtPayment,
  payByCardOnCheckout,
  profileBooking,
} from './booking-helpers';

test('a paid card booking has a receipt with moms; cancelled, it is refunded', async ({
  page,
  request,
}) => {
  const { customer, date, time } = await newCustomerAtPayment(
    page,
    request,
    'kvittering',
    6,
    '09:00',
  );
  await payByCardOnCheckout(page);

  const card = profileBooking(page, date, time);
  await expect(card).toContainText('Betalt');
  await card.getByRole('button', { name: /^Kvittering for / }).click();
  const receipt = page.getByRole('dialog', { name: 'Kvittering' });
  await expect(receipt.getByRole('heading', { name: /^Kvittering nr\. \d+$/ })).toBeVisible();
  await expect(receipt).toContainText(demoBusinessSettings.business_name);
  await expect(receipt).toContainText(demoBusinessSettings.cvr);
  await expect(receipt).toContainText('I alt inkl. moms');
  await expect(receipt).toContainText('249,00 kr');
  await expect(receipt).toContainText('Heraf moms (25 %)');
  await expect(receipt).toContainText('49,80 kr');
  await expectNoSeriousA11yViolations(page);
  await receipt.getByRole('button', { name: 'Luk' }).first().click();
  await expectMail(
    request,
    customer.email,
    (mail) => /^Kvittering nr\. \d+/.test(mail.subject) && (mail.text ?? '').includes('49,80 kr'),
    'the receipt mail',
  );

  await card.getByRole('button', { name: 'Aflys booking' }).click();
  await expect(page.getByText('Beløbet bliver refunderet til dit kort.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ja, aflys' }).click();
  await expect(
    page.getByText('Din booking er aflyst. Beløbet bliver refunderet til dit kort.').first(),
  ).toBeVisible();
  // The signed charge.refunded from the Stripe stand-in sets the state (it may come later).
  await expectRefundedOnProfile(page, date, time);

  // The cancel issued a credit note for the receipt: on the profile and by mail.
  await profileBooking(page, date, time)
    .getByRole('button', { name: /^Kreditnota for / })
    .click();
  const creditNote = page.getByRole('dialog', { name: 'Kreditnota' });
  await expect(creditNote.getByRole('heading', { name: /^Kreditnota nr\. \d+$/ })).toBeVisible();
  await expect(creditNote).toContainText('Vedrører kvittering nr.');
  await expect(creditNote).toContainText('Krediteret i alt inkl. moms');
  await expect(creditNote).toContainText('-249,00 kr');
  await expect(creditNote).toContainText('-49,80 kr');
  await expectMail(
    request,
    customer.email,
    (mail) => /^Kreditnota nr\. \d+/.test(mail.subject) && (mail.text ?? '').includes('-49,80 kr'),
    'the credit note mail',
  );
});
