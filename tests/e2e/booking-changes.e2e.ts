/**
 * Moving and cancelling (issue 17): the cut-off is stated before paying; from the profile a
 * customer moves a cash booking (the old slot is offered again, the new one is gone, still
 * one booking) and then cancels it, and the owner is mailed of each (issue 28); from the signed link of the confirmation mail, without
 * signing in, a booking is cancelled; inside the cut-off the buttons are disabled and say why.
 * Each journey books its own times (11:00, 12:00, 12:30, 13:30).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { formatDanishDate } from '@shared/domain/danish-format';
import {
  admin,
  awaitMail,
  expectMail,
  expectNoSeriousA11yViolations,
  newCustomerAtPayment,
  payButton,
  manageBookingsLink,
  paymentMethod,
  profileBooking,
  slotOffered,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerPage } from './support/owner';

/** On the payment page: pays cash and lands on the profile. */
async function payCashAndOpenProfile(page: Page) {
  await paymentMethod(page, 'Kontant').check();
  await payButton(page).click();
  // The thank-you page, then on to the profile's bookings.
  await expect(page).toHaveURL(/\/booking-confirmed\?booking=/);
  await manageBookingsLink(page).click();
  await expect(page).toHaveURL(/\/profile/);
}

const rule = 'Du kan flytte eller aflyse din booking gratis indtil 48 timer før optagelsen.';

test('a customer moves a cash booking from the profile, then cancels it; the owner hears of both', async ({
  page,
  request,
}) => {
  const { customer, date } = await newCustomerAtPayment(page, request, 'flyt', 5, '11:00');
  await expect(page.getByText(rule)).toBeVisible();
  await payCashAndOpenProfile(page);

  const card = profileBooking(page, date, '11:00');
  await expect(card).toContainText('Kan flyttes eller aflyses indtil');
  await card.getByRole('button', { name: 'Flyt booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flyt din booking' });
  await expect(dialog).toBeVisible();
  // The booking page's calendar, opened on the booking's own date.
  await expect(
    dialog.getByRole('button', { name: formatDanishDate(date), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('radio', { name: '12:00' }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Flyt til det valgte tidspunkt' }).click();

  await expect(
    page.getByText(`Din booking er flyttet til ${formatDanishDate(date)} kl. 12:00`).first(),
  ).toBeVisible();
  const moved = profileBooking(page, date, '12:00');
  await expect(moved).toContainText(`Flyttet fra ${formatDanishDate(date)} kl. 11:00`);
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(await slotOffered(request, date, '11:00')).toBe(true);
  expect(await slotOffered(request, date, '12:00')).toBe(false);
  // The owner is told, with the old and the new time.
  await expectMail(
    request,
    admin.email,
    (mail) =>
      mail.subject.startsWith('Booking flyttet af kunden') &&
      (mail.text ?? '').includes(customer.email) &&
      (mail.text ?? '').includes(`Tidligere tidspunkt: ${formatDanishDate(date)} kl. 11:00`) &&
      (mail.text ?? '').includes(`Nyt tidspunkt: ${formatDanishDate(date)} kl. 12:00`),
    "the owner's notice of the move",
  );

  await moved.getByRole('button', { name: 'Aflys booking' }).click();
  await page.getByRole('button', { name: 'Ja, aflys' }).click();
  await expect(page.getByText('Din booking er aflyst').first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('tab', { name: /Tidligere/ }).click();
  const cancelled = profileBooking(page, date, '12:00');
  await expect(cancelled).toContainText('Aflyst');
  await expect(cancelled.getByRole('button', { name: 'Aflys booking' })).toHaveCount(0);
  await expect.poll(() => slotOffered(request, date, '12:00')).toBe(true);
  await expectMail(
    request,
    admin.email,
    (mail) =>
      mail.subject.startsWith('Booking aflyst af kunden') &&
      (mail.text ?? '').includes(customer.email),
    "the owner's notice of the cancel",
  );
});

test('the signed link in the confirmation mail cancels without signing in; a forged one is refused', async ({
  page,
  browser,
  request,
}) => {
  const { customer, date } = await newCustomerAtPayment(page, request, 'link', 5, '12:30');
  await payCashAndOpenProfile(page);

  const mail = await awaitMail(
    request,
    customer.email,
    (m) => m.subject.startsWith('Bookingbekræftelse') && /manage-booking/.test(m.text ?? ''),
    'the confirmation mail with its manage link',
  );
  expect(mail.text).toContain(
    'Du kan flytte eller aflyse bookingen indtil 48 timer før optagelsen.',
  );
  const link = new URL(/https?:\/\/\S+\/manage-booking\?\S+/.exec(mail.text ?? '')![0]);

  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await openPage(other, `${link.pathname}${link.search}`);
  await expect(other.getByRole('heading', { name: 'Din booking', level: 1 })).toBeVisible();
  const card = profileBooking(other, date, '12:30');
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(other);
  await card.getByRole('button', { name: 'Aflys booking' }).click();
  await other.getByRole('button', { name: 'Ja, aflys' }).click();
  await expect(other.getByText('Din booking er aflyst').first()).toBeVisible();
  await expect(card).toContainText('Aflyst');
  await expect.poll(() => slotOffered(request, date, '12:30')).toBe(true);

  const forged = new URLSearchParams(link.search);
  forged.set('sig', `x${forged.get('sig')}`);
  await openPage(other, `/manage-booking?${forged.toString()}`);
  await expect(other.getByText('Linket til bookingen er ugyldigt')).toBeVisible();
  await visitor.close();
});

test('inside the cut-off the owner set, both buttons are disabled, look it, and say why', async ({
  page,
  browser,
  request,
}) => {
  const { date } = await newCustomerAtPayment(page, request, 'frist', 5, '13:30');
  await payCashAndOpenProfile(page);
  const card = profileBooking(page, date, '13:30');
  await expect(card.getByRole('button', { name: 'Flyt booking' })).toBeEnabled();

  // The owner moves the deadline to 10 days before the shoot: this booking is inside it.
  const owner = await ownerPage(browser);
  const cutoff = owner.getByLabel('Frist for flytning og aflysning (timer før optagelsen)');
  const setCutoff = async (hours: string) => {
    await openPage(owner, '/admin?tab=indstillinger');
    await cutoff.fill(hours);
    await owner.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(owner.getByText('Indstillinger gemt').first()).toBeVisible();
  };
  await setCutoff('240');
  try {
    await page.reload();
    await expect(card).toContainText(
      'Bookingen kan ikke længere flyttes eller aflyses: fristen er 240 timer før optagelsen.',
    );
    for (const name of ['Flyt booking', 'Aflys booking']) {
      const button = card.getByRole('button', { name });
      await expect(button).toBeDisabled();
      // Greyed out, not just inert: it must not look like the buttons that work.
      expect(Number(await button.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    }
  } finally {
    await setCutoff('48');
    await owner.context().close();
  }
});
