/**
 * The owner runs the bookings (issue 12): the admin panel's tabs, a customer's cash booking
 * found by e-mail, marked paid, delivered by link and by an uploaded zip, completed; the
 * completion mail's links; rating by the mailed link (with images) and its states; a second
 * browser seeing the new rating live; /rate-booking checked with axe (every tab is checked with
 * axe at 390 and 1366 px in admin-phone.e2e.ts).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoBusinessSettings } from '@infra/local/seed/demo-data';
import { expect, test } from './support/visitor-test';
import {
  awaitMail,
  expectMail,
  expectNoSeriousA11yViolations,
  newCustomer,
  newCustomerAtPayment,
  payCash,
  type MailboxMessage,
} from './booking-helpers';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { addDays } from '@shared/domain/danish-format';
import { pngFile } from './support/images';
import { openPage } from './support/open-page';
import { authHeaders, ownerBookingCard, ownerPage, type BookingPeriod } from './support/owner';
import { setBookingFields } from './support/twin-dynamo';

const tabNames = [
  'Oversigt',
  'Analyse',
  'Bogføring',
  'Bookinger',
  'Booking-tider',
  'Produkter',
  'Portfolio',
  'Eksterne billeder',
  'Adressezoner',
  'Rabatkoder',
  'Firmaer',
  'Nyhedsbrev',
  'Forsidesektioner',
  'Indstillinger',
];

/** The links of a mail's text part. */
const linksOf = (mail: MailboxMessage) =>
  [...`${mail.text ?? ''}`.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);

const sitePath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const completionMail = (request: APIRequestContext, email: string, mentions: string) =>
  awaitMail(
    request,
    email,
    (mail) => mail.subject.startsWith('Dine filer er klar') && (mail.text ?? '').includes(mentions),
    `a completion mail mentioning ${mentions}`,
  );

/**
 * The shoot has taken place: the booking's date becomes yesterday in the twin's table (no
 * customer can book a time that has passed), so 'Gennemfør' is offered.
 */
const shootIsOver = (bookingId: string) =>
  setBookingFields(bookingId, { booking_date: addDays(copenhagenToday(new Date()), -1) });

/**
 * The booking card of a customer in the admin's list, found by searching the e-mail (in
 * capitals: the search ignores case) among the upcoming bookings (where the tab opens) or
 * another period.
 */
const findBooking = (page: Page, email: string, period: BookingPeriod = 'Kommende') =>
  ownerBookingCard(page, email, { period, search: email.toUpperCase() });

/**
 * A new customer's cash booking, made on the booking and payment pages, and its card in the
 * owner's list (`findBooking`) in a browser of the owner's own.
 */
async function cashBookingForOwner(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  time: string,
) {
  const booked = await newCustomerAtPayment(page, request, 'levering', 6, time);
  await payCash(page);
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  const adminTab = await ownerPage(browser);
  const card = await findBooking(adminTab, booked.customer.email);
  return { ...booked, bookingId, adminTab, card };
}

const thumbnail = { width: 64, height: 48 };

test.describe('admin panel', () => {
  test.describe.configure({ timeout: 240_000 });

  test('has every tab and Indstillinger as a keyboard tab list kept in the address; others are turned away', async ({
    page,
    browser,
  }) => {
    const adminTab = await ownerPage(browser);
    await openPage(adminTab, '/admin');
    const tabs = adminTab.getByRole('tab');
    await expect(tabs).toHaveText(tabNames);
    await expect(adminTab.getByRole('tab', { name: 'Oversigt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(adminTab.getByRole('heading', { name: 'Oversigt', level: 2 })).toBeVisible();
    await expect(adminTab.getByText('Bookinger i alt')).toBeVisible();

    await adminTab.getByRole('tab', { name: 'Oversigt' }).focus();
    await adminTab.keyboard.press('ArrowRight');
    await adminTab.keyboard.press('ArrowRight');
    await adminTab.keyboard.press('ArrowRight');
    await expect(adminTab.getByRole('tab', { name: 'Bookinger' })).toBeFocused();
    await expect(adminTab).toHaveURL(/\/admin\?tab=bookinger$/);
    await adminTab.reload();
    await expect(adminTab.getByRole('tab', { name: 'Bookinger' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(adminTab.getByLabel('Søg i bookinger')).toBeVisible();
    await adminTab.keyboard.press('End');

    // Every tab opens without a crash: a heading, its content or an empty state.
    for (const name of tabNames) {
      await adminTab.getByRole('tab', { name }).click();
      await expect(adminTab.getByRole('heading', { name, level: 2 })).toBeVisible();
      await expect(adminTab.getByText('Noget gik galt')).toHaveCount(0);
    }

    // A customer who reaches /admin sees 'Adgang Nægtet' and lands on the front page.
    await newCustomer(page, page.request, 'nysgerrig');
    await page.goto('/admin');
    await expect(page.getByText('Adgang Nægtet')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await adminTab.context().close();
  });

  test('works on a phone', async ({ browser }) => {
    const page = await ownerPage(browser, { viewport: { width: 375, height: 740 } });
    await openPage(page, '/admin?tab=bookinger');
    await expect(page.getByLabel('Søg i bookinger')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  test("Indstillinger: the server refuses a CVR that is not 8 digits; saving says 'Indstillinger gemt'", async ({
    browser,
  }) => {
    const page = await ownerPage(browser);
    await openPage(page, '/admin?tab=indstillinger');
    const cvr = page.getByLabel('CVR-nummer');
    await expect(cvr).toHaveValue(demoBusinessSettings.cvr);
    await expect(
      page.getByLabel('Frist for flytning og aflysning (timer før optagelsen)'),
    ).toHaveValue('48');
    await cvr.fill('123');
    await page.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'CVR-nummeret skal være 8 cifre' }),
    ).toBeVisible();
    await cvr.fill(demoBusinessSettings.cvr);
    await page.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(page.getByText('Indstillinger gemt').first()).toBeVisible();
    await page.context().close();
  });
});

test.describe('from booking to review', () => {
  test.describe.configure({ timeout: 300_000 });

  test('mark paid, deliver by link, complete; rate by the mailed link; the rating shows live', async ({
    page,
    browser,
    request,
  }) => {
    const { customer, bookingId, adminTab, card } = await cashBookingForOwner(
      page,
      browser,
      request,
      '13:00',
    );
    await expect(card.getByText('Afventer betaling · kontant', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Gennemfør' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Markér som betalt' }).click();
    await expect(adminTab.getByText('Bookingen er markeret som betalt.').first()).toBeVisible();
    await expect(card.getByText('Betalt', { exact: true })).toBeVisible();
    // Before the shoot, 'Gennemfør' is not offered; the card says from when it is.
    await expect(card.getByRole('button', { name: 'Gennemfør' })).toHaveCount(0);
    await expect(card.getByText(/^Kan gennemføres fra /)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Markér som betalt' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Rediger' }).click();
    await expect(card.getByText(/sender vi kunden en email/)).toBeVisible();
    const link = 'https://filer.example.dk/droneoptagelse.zip';
    await card.getByLabel('Eller indsæt et link').fill(link);
    await card.getByRole('button', { name: 'Gem', exact: true }).click();
    // The shoot is still to come: asked first, naming the booking and its time.
    const early = adminTab.getByRole('alertdialog');
    await expect(early).toContainText('er ikke begyndt endnu');
    await early.getByRole('button', { name: 'Ja, send nu' }).click();
    await expect(adminTab.getByText('Email sendt til kunden!')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Åbn leveringen' })).toHaveAttribute('href', link);

    const mail = await completionMail(request, customer.email, link);
    const ratingLink = linksOf(mail).find((url) => url.includes('/rate-booking?'));
    expect(ratingLink).toBeDefined();

    // Once the shoot has taken place it is among the past bookings, ready to complete.
    await shootIsOver(bookingId);
    const shot = await findBooking(adminTab, customer.email, 'Tidligere');
    await expect(shot.getByText('Betalt · klar til at gennemføre')).toBeVisible();
    await shot.getByRole('button', { name: 'Gennemfør' }).click();
    await expect(adminTab.getByText('Bookingen er gennemført.').first()).toBeVisible();
    await expect(shot.getByText('Gennemført', { exact: true })).toBeVisible();
    await expect(shot.getByRole('button', { name: 'Gennemfør' })).toHaveCount(0);

    // A second browser on /ratings, to see the new rating arrive without a reload.
    const watcherContext = await browser.newContext();
    const watcher = await watcherContext.newPage();
    await openPage(watcher, '/ratings');
    const comment = `Flotte optagelser fra ${customer.email}`;
    await expect(watcher.getByText(comment)).toHaveCount(0);

    // The visitor opens the mailed link: 5 stars, a comment and 2 images.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await openPage(visitor, sitePath(ratingLink!));
    await expect(
      visitor.getByRole('heading', { name: 'Bedøm din optagelse', level: 1 }),
    ).toBeVisible();
    await expect(visitor.getByText('Dronefoto – Enkeltbillede')).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await visitor.getByRole('button', { name: 'Send bedømmelse' }).click();
    await expect(visitor.getByText('Vælg venligst en bedømmelse')).toBeVisible();
    await visitor.getByRole('radio', { name: 'Meget tilfreds' }).check();
    await visitor.getByLabel('Kommentar (valgfri)').fill(comment);
    await visitor
      .getByLabel('Billeder (valgfri, højst 4)')
      .setInputFiles([
        await pngFile('tag.png', '#1d4ed8', thumbnail),
        await pngFile('have.png', '#15803d', thumbnail),
      ]);
    await expect(visitor.getByText('2 billede(r) uploadet og konverteret til WebP')).toBeVisible();
    await visitor.getByRole('button', { name: 'Send bedømmelse' }).click();
    await expect(visitor.getByRole('heading', { name: 'Tak for din bedømmelse!' })).toBeVisible();

    // Live on /ratings, with its two images.
    const review = watcher.getByRole('article').filter({ hasText: comment });
    await expect(review).toBeVisible({ timeout: 20_000 });
    await expect(review.getByRole('button', { name: /Vis billede . i fuld skærm/ })).toHaveCount(2);
    await watcherContext.close();

    // The same link again: the thank-you state. A forged token: refused.
    await openPage(visitor, sitePath(ratingLink!));
    await expect(visitor.getByRole('heading', { name: 'Tak for din bedømmelse!' })).toBeVisible();
    await openPage(visitor, sitePath(ratingLink!).replace(/token=[^&]+/, 'token=forfalsket'));
    await expect(visitor.getByText('Ugyldig eller udløbet link')).toBeVisible();
    await openPage(visitor, '/rate-booking');
    await expect(visitor.getByText('Manglende booking ID eller token')).toBeVisible();
    await visitorContext.close();
    await adminTab.context().close();
  });

  test('an uploaded zip is delivered and downloads through the mailed link; an expired rating link says so', async ({
    page,
    browser,
    request,
  }) => {
    const { customer, adminTab, card } = await cashBookingForOwner(page, browser, request, '14:30');
    await card.getByRole('button', { name: 'Markér som betalt' }).click();
    await expect(card.getByText('Betalt', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Rediger' }).click();

    await expect(card.getByRole('group', { name: 'Upload filerne til kunden' })).toBeVisible();
    const refusedType = card.getByLabel('Vælg fil');
    await refusedType.setInputFiles({
      name: 'program.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(card.getByText('Kun .zip, .rar og .7z filer er tilladt')).toBeVisible();
    // A text file named .zip: refused before it is sent, saying what is wrong.
    await refusedType.setInputFiles({
      name: 'filer.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('Bare tekst, ikke et arkiv.'),
    });
    await expect(
      card.getByText('Filen er ikke et zip-arkiv. Vælg en .zip-, .rar- eller .7z-fil.'),
    ).toBeVisible();

    const zip = Buffer.alloc(1024 * 1024, 7);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    await card
      .getByLabel('Vælg fil')
      .setInputFiles({ name: 'Billeder.zip', mimeType: 'application/zip', buffer: zip });
    await expect(card.getByText('Billeder.zip er uploadet')).toBeVisible();
    await card.getByRole('button', { name: 'Gem', exact: true }).click();
    await adminTab.getByRole('alertdialog').getByRole('button', { name: 'Ja, send nu' }).click();
    await expect(adminTab.getByText('Email sendt til kunden!')).toBeVisible();

    const booking = (await (
      await request.get('/api/admin/bookings', {
        headers: await authHeaders(adminTab),
      })
    ).json()) as Array<{ id: string; user_email: string; zip_file_url: string | null }>;
    const delivered = booking.find((b) => b.user_email === customer.email)!;
    const mail = await completionMail(
      request,
      customer.email,
      `/api/bookings/${delivered.id}/delivery`,
    );
    const download = linksOf(mail).find((url) => url.includes('/delivery?'))!;
    const redirect = await request.get(sitePath(download), { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    const file = await request.get(redirect.headers().location!);
    expect((await file.body()).length).toBe(zip.length);

    // The customer's profile offers the files too.
    await openPage(page, '/profile');
    await expect(page.getByRole('link', { name: 'Hent dine filer' }).first()).toBeVisible();

    // An expired rating link says so.
    const ratingLink = linksOf(mail).find((url) => url.includes('/rate-booking?'))!;
    await setBookingFields(delivered.id, { rating_token_expires_at: '2020-01-01T00:00:00.000Z' });
    await openPage(page, sitePath(ratingLink));
    await expect(page.getByText('Dette link er udløbet')).toBeVisible();
    await adminTab.context().close();
  });

  test('a customer rates a completed shoot from the profile', async ({
    page,
    browser,
    request,
  }) => {
    const { customer, bookingId, adminTab, card } = await cashBookingForOwner(
      page,
      browser,
      request,
      '09:30',
    );
    await card.getByRole('button', { name: 'Markér som betalt' }).click();
    await expect(card.getByText('Betalt', { exact: true })).toBeVisible();
    await shootIsOver(bookingId);
    const shot = await findBooking(adminTab, customer.email, 'Tidligere');
    await shot.getByRole('button', { name: 'Gennemfør' }).click();
    await expect(shot.getByText('Gennemført', { exact: true })).toBeVisible();
    await adminTab.context().close();

    await openPage(page, '/profile?tab=past');
    await page.getByRole('button', { name: 'Bedøm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bedøm din optagelse' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Tilfreds', exact: true }).check();
    await dialog.getByRole('button', { name: 'Send bedømmelse' }).click();
    await expect(dialog.getByRole('heading', { name: 'Tak for din bedømmelse!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).first().click();
    await expect(page.getByRole('button', { name: 'Bedøm' })).toHaveCount(0);
    await expectMail(
      request,
      customer.email,
      (mail) => mail.subject.startsWith('Booking'),
      'booking mail',
    );
  });
});
