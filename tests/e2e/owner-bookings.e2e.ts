/**
 * The owner's bookings as a day's work (issue 28): the tab opens on the upcoming bookings;
 * the owner moves a customer's booking inside the cut-off (the calendar of the booking page,
 * opened on the booking's date), and the customer gets the new calendar file by mail; the
 * week calendar shows it and works from the keyboard; the owner cancels a paid card booking,
 * the Stripe stand-in refunds it, the customer is mailed the refund and the profile says
 * 'Refunderet', the tab says 'Aflyst · refunderet' and the overview stops counting it as paid;
 * a customer's own move mails the owner.
 *
 * Bookings are made through the API (the booking journeys click through the booking page);
 * the cut-off is raised for the first journey and put back, whatever happens.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminOverview } from '@shared/api/admin';
import type { Availability } from '@shared/api/availability';
import { addDays, formatDanishDate, mondayIndex } from '@shared/domain/danish-format';
import {
  aarhusAddress,
  admin,
  awaitMail,
  bookByApi,
  expectNoSeriousA11yViolations,
  expectRefundedOnProfile,
  freeStart,
  newCustomer,
  payOnCheckout,
  singlePhotoProductId,
  type MailboxMessage,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { currentSettings, ownerBookingCard, ownerWithApi, putSettings } from './support/owner';
import { expect, test } from './support/visitor-test';

/**
 * A booking of the seeded photo product, made through the API by the customer signed in on
 * `page`, at its first free start from 10:00 on a Monday–Saturday `daysAhead`+ days away.
 */
async function bookSoonByApi(
  page: Page,
  request: APIRequestContext,
  method: 'cash' | 'card',
  daysAhead: number,
  name?: string,
) {
  const start = await freeStart(request, { daysAhead, from: '10:00' });
  return bookByApi(page, request, { ...start, method, name });
}

/** Another free start on the booking's own day, in times answered for it. */
const anotherTimeThatDay = (
  times: Availability,
  booking: { booking_date: string; booking_time: string },
) =>
  times.days
    .find((day) => day.date === booking.booking_date)!
    .slots.find((slot) => slot.time !== booking.booking_time)!.time;

type MailWithAttachments = MailboxMessage & {
  attachments?: { filename: string; contentType: string }[];
};

const mailTo = async (request: APIRequestContext, email: string, subject: string) =>
  (await awaitMail(
    request,
    email,
    (m) => m.subject.startsWith(subject),
    subject,
  )) as MailWithAttachments;

test.describe("the owner's bookings", () => {
  test.describe.configure({ timeout: 240_000 });

  test('the owner moves a booking inside the cut-off; the customer gets the new calendar file; the week shows it', async ({
    page,
    browser,
    request,
  }) => {
    const { owner, ownerHeaders } = await ownerWithApi(browser);
    const before = await currentSettings(request, ownerHeaders);
    // Ten days' cut-off: the booking below is inside it, so the customer can no longer move it.
    await putSettings(request, ownerHeaders, { ...before, cancellation_cutoff_hours: 240 });
    try {
      const customer = await newCustomer(page, request, 'ejerflyt');
      const { booking, headers } = await bookSoonByApi(page, request, 'cash', 3);
      const refused = await request.post(`/api/me/bookings/${booking.id}/reschedule`, {
        headers,
        data: { booking_date: booking.booking_date, booking_time: '15:00' },
      });
      expect(refused.status()).toBe(409);

      // The owner's free times for this booking: another time on the same day.
      const slots = (await (
        await request.get(`/api/admin/bookings/${booking.id}/free-slots`, {
          headers: ownerHeaders,
        })
      ).json()) as Availability;
      const target = anotherTimeThatDay(slots, booking);

      // The tab opens on the upcoming bookings.
      await openPage(owner, '/admin?tab=bookinger');
      await expect(owner.getByRole('radio', { name: 'Kommende', exact: true })).toBeChecked();
      const card = await ownerBookingCard(owner, customer.email);
      await expect(card.getByText('Afventer betaling · kontant')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Gennemfør' })).toHaveCount(0);
      await card.getByRole('button', { name: 'Flyt', exact: true }).click();
      const dialog = owner.getByRole('dialog', { name: 'Flyt booking' });
      await expect(
        dialog.getByRole('button', { name: formatDanishDate(booking.booking_date), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('radio', { name: new RegExp(`^${target}`) }).check();
      await expectNoSeriousA11yViolations(owner);
      await dialog.getByRole('button', { name: 'Flyt til det valgte tidspunkt' }).click();
      await expect(
        owner
          .getByText(
            `Bookingen er flyttet til ${formatDanishDate(booking.booking_date)} kl. ${target}. Kunden har fået en mail med den nye kalenderfil.`,
          )
          .first(),
      ).toBeVisible();
      await expect(card).toContainText(
        `Flyttet fra ${formatDanishDate(booking.booking_date)} kl. ${booking.booking_time}`,
      );

      const mail = await mailTo(request, customer.email, 'Vi har flyttet din booking');
      expect(mail.text).toContain(`kl. ${target}`);
      expect(mail.attachments).toEqual([
        expect.objectContaining({ filename: 'booking.ics', contentType: 'text/calendar' }),
      ]);

      // The week calendar: to the booking's week by keyboard, the booking opens its card.
      await owner.getByRole('radio', { name: 'Uge', exact: true }).check();
      const week = owner.getByRole('region', { name: /^Uge \d+:/ });
      await expect(week).toBeVisible();
      const mondayOf = (date: string) => addDays(date, -mondayIndex(date));
      const weeksAhead = Math.round(
        (Date.parse(mondayOf(booking.booking_date)) - Date.parse(mondayOf(slots.today))) /
          (7 * 86_400_000),
      );
      for (let step = 0; step < weeksAhead; step++) {
        const title = await week.getByRole('heading', { level: 3 }).first().textContent();
        await week.getByRole('button', { name: 'Næste uge' }).focus();
        await owner.keyboard.press('Enter');
        await expect(week.getByRole('heading', { level: 3 }).first()).not.toHaveText(title!);
      }
      const day = week.getByRole('list', {
        name: `Bookinger ${formatDanishDate(booking.booking_date)}`,
      });
      const entry = day.getByRole('button', { name: new RegExp(`^${target}–`) });
      await entry.focus();
      await owner.keyboard.press('Enter');
      await expect(entry).toHaveAttribute('aria-pressed', 'true');
      await expect(week.getByRole('heading', { name: 'Valgt booking' })).toBeVisible();
      await expect(week.getByRole('article')).toContainText(customer.email);
      await expectNoSeriousA11yViolations(owner);
    } finally {
      await putSettings(request, ownerHeaders, before);
      await owner.context().close();
    }
  });

  test('the owner cancels a paid card booking: refunded, the customer mailed, no longer paid anywhere', async ({
    page,
    browser,
    request,
  }) => {
    const { owner, ownerHeaders } = await ownerWithApi(browser);
    const customer = await newCustomer(page, request, 'ejeraflys');
    const { booking, checkout_url } = await bookSoonByApi(page, request, 'card', 4);
    // The customer pays on the Stripe stand-in's checkout page.
    await page.goto(checkout_url!);
    await payOnCheckout(page);
    const overview = async () =>
      (await (
        await request.get('/api/admin/overview', { headers: ownerHeaders })
      ).json()) as AdminOverview;
    const paidRevenue = (await overview()).bookings.revenue;

    const card = await ownerBookingCard(owner, customer.email);
    await expect(card.getByText('Betalt', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Aflys', exact: true }).click();
    const confirm = owner.getByRole('alertdialog');
    await expect(confirm).toContainText('249 kr bliver refunderet til kundens kort.');
    await confirm.getByRole('button', { name: 'Ja, aflys bookingen' }).click();
    await expect(
      owner
        .getByText(
          'Bookingen er aflyst. 249 kr bliver refunderet til kundens kort. Kunden har fået en mail om aflysningen.',
        )
        .first(),
    ).toBeVisible();

    // The customer is told of the refund by mail, and the profile shows it once Stripe has.
    const mail = await mailTo(request, customer.email, 'Vi har aflyst din booking');
    expect(mail.text).toContain('Vi refunderer 249 kr til dit kort.');
    await expectRefundedOnProfile(page, booking.booking_date, booking.booking_time);

    // The tab reads it as refunded (under 'Aflyste'); the overview no longer counts it as paid.
    await expect(async () => {
      const cancelled = await ownerBookingCard(owner, customer.email, { period: 'Aflyste' });
      await expect(cancelled.getByText('Aflyst · refunderet')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect((await overview()).bookings.revenue).toBe(paidRevenue - 249);
    await openPage(owner, '/admin?tab=oversigt');
    const row = owner.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText('Aflyst · refunderet');
    await owner.context().close();
  });

  test("a customer's own move mails the owner: name, phone, the old and new time, the address", async ({
    page,
    request,
  }) => {
    await newCustomer(page, request, 'kundeflyt');
    const name = `Kunde ${Date.now().toString(36)}`;
    const { booking, headers } = await bookSoonByApi(page, request, 'cash', 5, name);
    const answer = await request.get('/api/availability', {
      params: { product_id: singlePhotoProductId, lat: 56.157, lon: 10.211 },
    });
    const target = anotherTimeThatDay((await answer.json()) as Availability, booking);
    const moved = await request.post(`/api/me/bookings/${booking.id}/reschedule`, {
      headers,
      data: { booking_date: booking.booking_date, booking_time: target },
    });
    expect(moved.ok(), await moved.text()).toBe(true);

    const notice = await awaitMail(
      request,
      admin.email,
      (m) => m.subject.startsWith('Booking flyttet af kunden') && (m.text ?? '').includes(name),
      "the owner's notice of the move",
    );
    const date = formatDanishDate(booking.booking_date);
    expect(notice.text).toContain(`Mobilnummer: +45 12 34 56 78`);
    expect(notice.text).toContain(`Tidligere tidspunkt: ${date} kl. ${booking.booking_time}`);
    expect(notice.text).toContain(`Nyt tidspunkt: ${date} kl. ${target}`);
    expect(notice.text).toContain(`Adresse: ${aarhusAddress}`);
  });
});
