/**
 * Billing a firm by agreement (decision 0035): before the owner approves it, a member booking
 * for the firm is not offered 'Faktura'; the owner approves the firm in 'Firmaer' for one
 * invoice a month with a price agreement (a bad agreement refused in Danish first); the member
 * then sees 'Faktura' and the agreement, and books by invoice with a reference: confirmed at
 * once, the agreement taken off the price. Then the month's job runs (the twin's hook for the
 * scheduled job): one Stripe invoice for the firm, mailed to its invoice e-mail with the
 * booking's line and reference; the firm pays it on the fake Stripe's hosted page, and the
 * member sees the booking paid with a receipt naming the firm and its CVR.
 */
import { expect, test } from './support/visitor-test';
import { fillText } from '@shared/texts/fill';
import { firmAdminTexts } from '@shared/texts/firm-admin';
import { firmTexts } from '@shared/texts/firms';
import {
  awaitMail,
  bookFreeSlotUntilPayment,
  newCustomer,
  payButton,
  paymentMethod,
  profileBooking,
} from './booking-helpers';
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
  const firm = await firmByApi(page, request, name);

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
  const { date, time } = await bookFreeSlotUntilPayment(page, request, 4, '15:00');
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

  // The month's job (set off through the twin's hook, as its schedule would): one invoice.
  const run = await request.post('/_local/firms/monthly-invoices', {
    data: { month: date.slice(0, 7) },
  });
  expect(run.ok(), await run.text()).toBe(true);
  expect(((await run.json()) as { invoiced: string[] }).invoiced).toContain(firm.id);
  const invoiceMail = await awaitMail(
    request,
    firm.invoiceEmail,
    (mail) => mail.subject.startsWith('Faktura DRONE-'),
    "the firm's monthly invoice",
  );
  expect(invoiceMail.text).toContain(`(CVR ${firm.cvr})`);
  expect(invoiceMail.text).toContain('ref. Sag 42');
  const link = /https?:\/\/\S+\/_local\/invoice\/\S+/.exec(invoiceMail.text ?? '')?.[0];
  expect(link).toBeDefined();

  // The firm pays it on the hosted page (Stripe's signed invoice.paid follows).
  const invoicePage = await (await browser.newContext()).newPage();
  await invoicePage.goto(new URL(link!).pathname);
  await invoicePage.getByRole('button', { name: /^Betal / }).click();
  await expect(invoicePage.getByText('Fakturaen er betalt.')).toBeVisible();

  // The member's booking is paid, and its receipt names the firm and its CVR.
  await openPage(page, '/profile');
  const booking = profileBooking(page, date, time);
  await expect(booking).toContainText('Betalt');
  await booking.getByRole('button', { name: /^Kvittering for / }).click();
  const receipt = page.getByRole('dialog', { name: 'Kvittering' });
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText(firm.cvr);
  await expect(receipt).toContainText('Sag 42');
});
