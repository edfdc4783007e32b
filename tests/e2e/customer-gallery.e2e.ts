/**
 * The customer's gallery (issue 45, decision 0034): the owner fills a paid booking's gallery
 * from a phone (ten photos and a short video) and delivers it (by API); the delivery mail's
 * link opens the gallery without signing in; a photo is viewed by keyboard and downloaded in
 * 'Web', 'Print' and 'Sociale medier' (their widths read back from the files); 'Hent alle'
 * makes the 'Web' archive on the server and its entries are the gallery's photos in that size.
 */
import path from 'node:path';
import sharp from 'sharp';
import { zipEntries } from '@tests/support/zip-entries';
import {
  bookByApi,
  expectNoSeriousA11yViolations,
  freeStart,
  newCustomer,
} from './booking-helpers';
import { galleryFilesOnDisk } from './support/gallery-files';
import { deliverGallery, downloaded } from './support/gallery-delivery';
import { expectSiteReady } from './support/open-page';
import { markPaid, ownerBookingCard, ownerWithApi } from './support/owner';
import { expect, test } from './support/visitor-test';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

test("the delivery mail leads to the gallery: three sizes of a photo and 'Hent alle'", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const customer = await newCustomer(page, request, 'kundegalleri');
  const start = await freeStart(request, { daysAhead: 13, from: '10:00' });
  const booking = await bookByApi(page, request, { ...start, method: 'cash' });
  const { owner, ownerHeaders } = await ownerWithApi(browser, phone);
  await markPaid(request, ownerHeaders, booking.booking.id);
  const { photos, video } = await galleryFilesOnDisk(1024 * 1024);

  // The owner on a phone: ten photos and a video at once into the booking's gallery.
  const card = await ownerBookingCard(owner, customer.email);
  await card.getByText('Galleri', { exact: true }).click();
  await card.getByLabel('Vælg billeder og videoer').setInputFiles([...photos, video]);
  await expect(card.getByRole('status')).toHaveText('11 af 11 filer uploadet', {
    timeout: 120_000,
  });

  // Delivered (the owner's form is another journey's): the mail links to the gallery page.
  const mail = await deliverGallery(request, ownerHeaders, booking.booking.id, customer.email);
  expect(mail.text).toContain('Se dit galleri');
  const url = mail.url;

  // The customer opens it on another device, not signed in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const arrived = await visitor.goto(url.pathname + url.search);
  // The page arrives as HTML with its photos (decision 0034), and the app takes it over as it
  // is: the first photo's element is the one the HTML brought.
  expect(await arrived!.text()).toMatch(/<img [^>]*srcset="/);
  const firstPhoto = await visitor.locator('.gallery-grid img').first().elementHandle();
  await expectSiteReady(visitor);
  expect(await firstPhoto!.evaluate((img) => img.isConnected)).toBe(true);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Dit galleri' })).toBeVisible();
  const grid = visitor.getByRole('list', { name: 'Billeder' });
  await expect(grid.getByRole('button', { name: /^Vis .+ i stort format$/ })).toHaveCount(10);
  // The first row loads at once, the rest when it comes near the screen (the tiles' images
  // are decorative: the button around each names the photo).
  const images = grid.locator('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(5)).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveAttribute('srcset', /1080w, .+ 2048w$/);
  await expectNoSeriousA11yViolations(visitor);

  // The viewer by keyboard: arrows move, Escape closes, the focus goes back to the photo.
  const first = visitor.getByRole('button', { name: 'Vis foto-01.jpg i stort format' });
  await first.focus();
  await visitor.keyboard.press('Enter');
  const viewer = visitor.getByRole('dialog', { name: 'Billedfremviser' });
  await expect(viewer.getByText('Billede 1 af 10')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Luk' })).toBeFocused();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Billede 2 af 10')).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'foto-02.jpg' })).toBeVisible();
  await visitor.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Billede 1 af 10')).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(first).toBeFocused();

  // One photo in the three sizes, their widths read back from the downloaded files.
  const sizes = grid.getByRole('list', { name: 'Hent foto-01.jpg' });
  const widthOfSize = async (name: string) =>
    widthOf(await downloaded(visitor, () => sizes.getByRole('link', { name }).click()));
  expect(await widthOfSize('Web')).toBe(2048);
  expect(await widthOfSize('Print')).toBe(2400);
  expect(await widthOfSize('Sociale medier')).toBe(1080);

  // The video plays in the page and downloads.
  const videos = visitor.getByRole('list', { name: 'Videoer' });
  await expect(videos.getByLabel('Video: flyover.mp4')).toBeVisible();
  const film = await downloaded(visitor, () =>
    videos.getByRole('link', { name: 'Hent video' }).click(),
  );
  expect(film.length).toBe(1024 * 1024);

  // 'Hent alle' at the top leads down to the sizes, after the photos; 'Web' is made on the
  // server while the page waits, then downloaded.
  await visitor.getByRole('link', { name: 'Hent alle' }).click();
  await expect(visitor).toHaveURL(/#hent-alle$/);
  await expect(visitor.getByRole('heading', { name: 'Hent alle' })).toBeInViewport();
  await visitor.getByRole('button', { name: 'Hent alle (Web)' }).click();
  await expect(visitor.getByText(/Vi pakker galleriet i størrelsen Web/)).toBeVisible();
  const archiveLink = visitor.getByRole('link', { name: 'Hent zip-filen (Web)' });
  await expect(archiveLink).toBeVisible({ timeout: 60_000 });
  const entries = await zipEntries(await downloaded(visitor, () => archiveLink.click()));
  expect(entries.map((entry) => entry.name)).toEqual(
    photos.map((file, index) => {
      const name = path.basename(file, '.jpg');
      return `${String(index + 1).padStart(2, '0')}-${name}-web.jpg`;
    }),
  );
  for (const entry of entries) expect(await widthOf(entry.bytes)).toBe(2048);
  await visitorContext.close();

  // Signed in, the customer finds the same gallery from the profile.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Se dit galleri' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/gallery\\?booking=${booking.booking.id}$`));
  await expect(page.getByRole('button', { name: 'Vis foto-10.jpg i stort format' })).toBeVisible();
});
