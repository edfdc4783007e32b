/**
 * Payment before download (issue 45, decision 0041): the owner sets it on an unpaid cash
 * booking and fills its gallery; the delivery mail's link opens the gallery without signing
 * in, with watermarked previews only (a preview's pixels, read back, differ from the
 * original's) and no downloads; 'Betal nu' goes to the stand-in checkout, and back from paying
 * the originals download (read back: the very bytes uploaded).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import {
  bookByApi,
  expectNoSeriousA11yViolations,
  freeStart,
  newCustomer,
} from './booking-helpers';
import { galleryFilesOnDisk } from './support/gallery-files';
import { deliverGallery, downloaded } from './support/gallery-delivery';
import { openPage } from './support/open-page';
import { ownerBookingCard, ownerWithApi } from './support/owner';
import { expect, test } from './support/visitor-test';

/** The mean difference per channel of two images compared at the same size (0 to 255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const { width = 1, height = 1 } = await sharp(a).metadata();
  const raw = (bytes: Buffer) =>
    sharp(bytes).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [one, two] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < one.length; i += 1) sum += Math.abs(one[i]! - two[i]!);
  return sum / one.length;
}

test("an unpaid cash booking's gallery shows watermarked previews until 'Betal nu' is paid", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const customer = await newCustomer(page, request, 'betalfoerdownload');
  const start = await freeStart(request, { daysAhead: 15, from: '10:00' });
  const booking = await bookByApi(page, request, { ...start, method: 'cash' });
  const { owner, ownerHeaders } = await ownerWithApi(browser);
  const { photos } = await galleryFilesOnDisk(1024);
  const chosen = photos.slice(0, 2);

  // The owner: payment before download on this booking, then two photos into its gallery.
  const card = await ownerBookingCard(owner, customer.email);
  await card.getByText('Galleri', { exact: true }).click();
  await expect(card.getByText('Kunden kan hente filerne.')).toBeVisible();
  await card.getByLabel('Betaling før download').selectOption({
    label: 'Ja, kunden ser prøvebilleder med vandmærke, indtil bookingen er betalt',
  });
  await expect(
    card.getByText('Galleriet er låst for kunden, indtil bookingen er betalt.'),
  ).toBeVisible();
  await card.getByLabel('Vælg billeder og videoer').setInputFiles(chosen);
  await expect(card.getByRole('status')).toHaveText('2 af 2 filer uploadet', {
    timeout: 120_000,
  });
  const { url } = await deliverGallery(request, ownerHeaders, booking.booking.id, customer.email);

  // The customer, not signed in: previews with a watermark made on the server, no downloads.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openPage(visitor, url.pathname + url.search);
  await expect(
    visitor.getByRole('heading', { name: 'Betal for at hente dine filer' }),
  ).toBeVisible();
  await expect(
    visitor.getByText(/Når du har betalt .* kr, kan du hente originalerne/),
  ).toBeVisible();
  const grid = visitor.getByRole('list', { name: 'Billeder' });
  await expect(grid.getByRole('button', { name: /^Vis .+ i stort format$/ })).toHaveCount(2);
  await expect(visitor.getByRole('link', { name: 'Print' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^Hent alle/ })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Hent alle' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor);
  const previewSrc = await grid.locator('img').first().getAttribute('src');
  const preview = await visitor.request.get(previewSrc!);
  expect(preview.ok()).toBe(true);
  const original = readFileSync(chosen[0]!);
  expect(await meanDifference(await preview.body(), original)).toBeGreaterThan(8);
  // The server itself refuses the downloads (not only the page hiding them).
  const link = new URLSearchParams({
    expires: url.searchParams.get('expires')!,
    sig: url.searchParams.get('sig')!,
  });
  const archive = await visitor.request.post(
    `/api/bookings/${booking.booking.id}/gallery/archive?${link}`,
    { data: { size: 'print' } },
  );
  expect(archive.status()).toBe(402);

  // 'Betal nu' on the stand-in checkout; back in the gallery, the originals download.
  await visitor.getByRole('button', { name: 'Betal nu' }).click();
  await expect(visitor).toHaveURL(/\/_local\/checkout\//);
  await visitor.getByRole('button', { name: 'Betal', exact: true }).click();
  await expect(visitor).toHaveURL(/\/gallery\?.*paid=true/);
  const sizes = grid.getByRole('list', { name: 'Hent foto-01.jpg' });
  await expect(sizes.getByRole('link', { name: 'Print' })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByRole('heading', { name: 'Betal for at hente dine filer' })).toHaveCount(
    0,
  );
  const print = await downloaded(visitor, () => sizes.getByRole('link', { name: 'Print' }).click());
  expect(print.equals(original)).toBe(true);
  expect((await sharp(print).metadata()).width).toBe(2400);
  await visitorContext.close();
});
