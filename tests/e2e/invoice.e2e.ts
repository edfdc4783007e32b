/**
 * Paying by invoice (issue 18) in the browser: a booking with 'Faktura' gets Stripe's invoice
 * mail (the twin's Stripe stand-in) at the firm's invoice e-mail, with the amount incl. moms and
 * a link; paying on the
 * hosted invoice page marks the booking 'Betalt' on the profile and in the admin, with one
 * confirmation mail.
 */
import { expect, test } from './support/visitor-test';
import {
  awaitMail,
  bookFreeSlotUntilPayment,
  mailsTo,
  newCustomer,
  payButton,
  paymentMethod,
  profileBooking,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerBookingCard, ownerWithApi } from './support/owner';
import { approveFirmByApi, firmByApi } from './support/firm-api';

test('a booking paid by invoice: the invoice mail, the hosted page, Betalt everywhere', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // 'Faktura' by agreement: the customer's firm, approved by the owner (decision 0035).
  const customer = await newCustomer(page, request, 'faktura');
  const { owner, ownerHeaders } = await ownerWithApi(browser);
  const firm = await firmByApi(page, request);
  await approveFirmByApi(request, ownerHeaders, firm.id);
  const { date, time } = await bookFreeSlotUntilPayment(page, request, 5, '13:30');
  await paymentMethod(page, 'Faktura').check();
  const total = (await page.getByTestId('order-total').textContent()) ?? '';
  const kroner = /([\d.]+) kr/.exec(total)?.[1] ?? '';
  await payButton(page).click();
  await expect(
    page.getByText('Booking bekræftet! Du vil modtage en faktura på email.').first(),
  ).toBeVisible();

  // Stripe's invoice mail, to the firm's invoice e-mail: the amount incl. moms and the link.
  const invoiceMail = await awaitMail(
    request,
    firm.invoiceEmail,
    (mail) => mail.subject.startsWith('Faktura DRONE-'),
    'the invoice mail',
  );
  expect(invoiceMail.text).toContain(`I alt: ${kroner},00 kr`);
  expect(invoiceMail.text).toMatch(/Alle beløb er inkl\. 25 % moms\. Moms udgør [\d.]+,\d\d kr/);
  const link = /https?:\/\/\S+\/_local\/invoice\/\S+/.exec(invoiceMail.text ?? '')?.[0];
  expect(link).toBeDefined();

  // Not paid yet: the profile says so.
  await openPage(page, '/profile');
  await expect(profileBooking(page, date, time)).toContainText('Afventer betaling');

  // The hosted invoice page: 'Betal' sends Stripe's signed invoice.paid.
  const invoicePage = await (await browser.newContext()).newPage();
  await invoicePage.goto(`${new URL(link!).pathname}`);
  await expect(invoicePage.getByRole('heading', { name: /^Faktura DRONE-\d{4}$/ })).toBeVisible();
  await invoicePage.getByRole('button', { name: `Betal ${kroner},00 kr` }).click();
  await expect(invoicePage.getByText('Fakturaen er betalt.')).toBeVisible();

  await expect(profileBooking(page, date, time)).toContainText('Betalt', { timeout: 20_000 });

  const card = await ownerBookingCard(owner, customer.email);
  await expect(card).toContainText('Betalt');
  await expect(card).toContainText('Faktura betalt');
  await expect(card).toContainText(/Faktura DRONE-\d{4}/);

  // One confirmation mail, sent after the payment (none when the invoice went out).
  const confirmations = async () =>
    (await mailsTo(request, customer.email)).filter((mail) =>
      mail.subject.startsWith('Bookingbekræftelse:'),
    ).length;
  await expect.poll(confirmations, { timeout: 20_000 }).toBe(1);
  await owner.reload();
  expect(await confirmations()).toBe(1);
});
