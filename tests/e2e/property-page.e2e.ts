/**
 * A delivery's property page and lifetime (issue 45, decision 0034). The owner makes the
 * property page's share link in the booking's 'Levering' panel; a visitor opens it (no
 * sign-in): the photos, branded with the business's name and a link to the site; unbranded,
 * nothing of the business. Then the delivery closed by its date: the customer's gallery link
 * answers in Danish with the owner's contact, and the owner's 'Forlæng' reopens it. The
 * booking, its photos and the delivery are set up by API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { BusinessSettingsView } from '@shared/api/business-settings';
import {
  bookByApi,
  expectNoSeriousA11yViolations,
  freeStart,
  newCustomer,
} from './booking-helpers';
import { deliverGallery } from './support/gallery-delivery';
import { galleryFilesOnDisk, photosByApi } from './support/gallery-files';
import { markPaid, ownerBookingCard, ownerWithApi } from './support/owner';
import { setItemFields } from './support/twin-dynamo';
import { expect, test } from './support/visitor-test';

interface Fixtures {
  page: Page;
  request: APIRequestContext;
  browser: Parameters<typeof ownerWithApi>[0];
}

/** A paid booking of a new customer with three photos in its gallery, and the owner. */
async function bookingWithPhotos(
  { page, request, browser }: Fixtures,
  label: string,
  daysAhead: number,
) {
  test.setTimeout(180_000);
  const customer = await newCustomer(page, request, label);
  const start = await freeStart(request, { daysAhead, from: '10:00' });
  const booking = await bookByApi(page, request, { ...start, method: 'cash' });
  const { owner, ownerHeaders } = await ownerWithApi(browser);
  await markPaid(request, ownerHeaders, booking.booking.id);
  const { photos } = await galleryFilesOnDisk(1024);
  await photosByApi(request, ownerHeaders, booking.booking.id, photos.slice(0, 3));
  return { customer, booking: booking.booking, owner, ownerHeaders };
}

async function settingsOf(request: APIRequestContext, ownerHeaders: Record<string, string>) {
  const answer = await request.get('/api/admin/settings', { headers: ownerHeaders });
  return (await answer.json()) as BusinessSettingsView;
}

let given: Awaited<ReturnType<typeof bookingWithPhotos>>;
test.beforeEach(async ({ page, request, browser }) => {
  given = await bookingWithPhotos({ page, request, browser }, 'ejendom', 14);
});

test('the owner shares the property page; branded it names the business, unbranded nothing of it', async ({
  request,
  browser,
}) => {
  const { customer, booking, owner, ownerHeaders } = given;
  const settings = await settingsOf(request, ownerHeaders);

  const card = await ownerBookingCard(owner, customer.email);
  await card.getByText('Levering og ejendomsside', { exact: true }).click();
  await card.getByRole('button', { name: 'Lav link' }).click();
  const link = card.getByRole('link', { name: /\/ejendom\// });
  await expect(link).toBeVisible();
  const shared = new URL((await link.getAttribute('href'))!);

  // A visitor opens the shared link: the page arrives as HTML, no sign-in, no app.
  const visitor = await (await browser.newContext()).newPage();
  const answer = await visitor.goto(shared.pathname);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  await expect(visitor.getByRole('heading', { level: 1, name: booking.address })).toBeVisible();
  await expect(visitor.getByRole('img')).toHaveCount(3);
  await expect(visitor.getByRole('img').first()).toHaveJSProperty('complete', true);
  expect(
    await visitor
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  const byline = visitor.getByRole('contentinfo');
  await expect(byline).toContainText(settings.business_name);
  await expect(byline.getByRole('link', { name: settings.business_name })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await expectNoSeriousA11yViolations(visitor);

  // Unbranded, for a listing portal: nothing of the business, no link at all.
  // The choice is saved at once; the radio shows what the server saved.
  await card.getByLabel('Uden navn, kontakt og links (til boligportaler)').click();
  await expect(card.getByLabel('Uden navn, kontakt og links (til boligportaler)')).toBeChecked();
  await expect(owner.getByText('Ejendomssiden er gemt.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: booking.address })).toBeVisible();
  await expect(visitor.getByRole('img')).toHaveCount(3);
  await expect(visitor.getByRole('link')).toHaveCount(0);
  const html = await visitor.content();
  expect(html).not.toContain(settings.business_name);
  if (settings.contact_email) expect(html).not.toContain(settings.contact_email);
  expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
    /^https?:\/\/.+\/api\/property\/[\w-]{32}\/cover$/,
  );
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // A new link: the old one no longer opens the page.
  await card.getByRole('button', { name: 'Lav nyt link' }).click();
  await expect(card.getByRole('link', { name: /\/ejendom\// })).not.toHaveAttribute(
    'href',
    shared.href,
  );
  await visitor.reload();
  await expect(visitor.getByText('Ejendomssiden findes ikke.', { exact: false })).toBeVisible();
});

test('a delivery closed by its date answers in Danish with the contact; extending reopens it', async ({
  request,
  browser,
}) => {
  const { customer, booking, owner, ownerHeaders } = given;
  const { url: link } = await deliverGallery(request, ownerHeaders, booking.id, customer.email);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link.pathname + link.search);
  await expect(visitor.getByText(/^Åben til og med /)).toBeVisible();

  // The days have passed: it closed yesterday.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await setItemFields(
    { pk: `BOOKING#${booking.id}`, sk: 'DELIVERY' },
    { open_until: yesterday, gsi1sk: yesterday },
  );
  await visitor.reload();
  const closed = visitor.getByRole('alert');
  await expect(closed).toContainText('Leveringen er lukket. Den var åben til og med');
  await expect(closed).toContainText('Kontakt ');
  const settings = await settingsOf(request, ownerHeaders);
  if (settings.contact_email) await expect(closed).toContainText(settings.contact_email);

  // The owner extends it by 14 days: the same link opens the gallery again.
  const card = await ownerBookingCard(owner, customer.email);
  await card.getByText('Levering og ejendomsside', { exact: true }).click();
  await expect(card.getByText(/^Galleriet lukkede /)).toBeVisible();
  await card.getByLabel('Forlæng med antal dage').fill('14');
  await card.getByRole('button', { name: 'Forlæng' }).click();
  await expect(card.getByText(/^Galleriet er åbent til og med /)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(/^Åben til og med /)).toBeVisible();
  await expect(
    visitor.getByRole('list', { name: 'Billeder' }).getByRole('button', { name: /^Vis / }),
  ).toHaveCount(3);
});
