/**
 * The owner fills a booking's gallery from a phone (issue 45, decision 0034): ten photos and a
 * video chosen at once go straight to storage with a bar per file and one for them all; the
 * video's upload stops halfway (its second part is cut off) and, chosen again, goes on with
 * the part that was missing only. Then the order by keyboard, the cover, removing a photo.
 * The booking is made and paid through the API.
 */
import { bookByApi, freeStart, newCustomer } from './booking-helpers';
import { galleryFilesOnDisk } from './support/gallery-files';
import { markPaid, ownerBookingCard, ownerWithApi } from './support/owner';
import { expect, test } from './support/visitor-test';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const MB = 1024 * 1024;

test('the owner uploads ten photos and a video from a phone, resumes the video, orders, picks a cover and removes one', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const customer = await newCustomer(page, request, 'galleri');
  const start = await freeStart(request, { daysAhead: 12, from: '10:00' });
  const booking = await bookByApi(page, request, { ...start, method: 'cash' });
  const { owner, ownerHeaders } = await ownerWithApi(browser, phone);
  await markPaid(request, ownerHeaders, booking.booking.id);
  const { photos, video } = await galleryFilesOnDisk(17 * MB);

  const card = await ownerBookingCard(owner, customer.email);
  await card.getByText('Galleri', { exact: true }).click();
  const chooser = card.getByLabel('Vælg billeder og videoer');

  // The video's second part is cut off, every try: the upload stops halfway.
  const partsSent: string[] = [];
  await owner.route(/partNumber=/, async (route) => {
    const part = new URL(route.request().url()).searchParams.get('partNumber') ?? '';
    if (part === '2') return route.abort('connectionreset');
    partsSent.push(part);
    return route.continue();
  });
  await chooser.setInputFiles([...photos, video]);
  await expect(card.getByRole('status')).toHaveText('10 af 11 filer uploadet', {
    timeout: 120_000,
  });
  await expect(card.getByRole('progressbar', { name: 'Upload af flyover.mp4' })).toBeVisible();
  await expect(card.getByText('flyover.mp4: Fejlede')).toBeVisible({ timeout: 120_000 });
  await expect(card.getByText('flyover.mp4 (50 % sendt)')).toBeVisible();
  const files = card.getByRole('list', { name: 'Galleriets filer' }).getByRole('listitem');
  await expect(files).toHaveCount(10);

  // The connection is back: the same file again goes on with the missing part only.
  await owner.unroute(/partNumber=/);
  const resumedParts: string[] = [];
  owner.on('request', (request) => {
    const part = new URL(request.url()).searchParams.get('partNumber');
    if (part && request.method() === 'PUT') resumedParts.push(part);
  });
  await chooser.setInputFiles(video);
  await expect(card.getByRole('status')).toHaveText('1 af 1 filer uploadet', {
    timeout: 60_000,
  });
  expect(partsSent).toEqual(['1']);
  expect(resumedParts).toEqual(['2']);
  await expect(card.getByText('flyover.mp4 (50 % sendt)')).toHaveCount(0);
  await expect(files).toHaveCount(11);
  await expect(files.first()).toContainText('foto-01.jpg · Forside');

  // The order by keyboard: the focus stays on the button that moved the photo.
  const down = card.getByRole('button', { name: 'Flyt foto-01.jpg ned' });
  await down.focus();
  await owner.keyboard.press('Enter');
  await expect(files.nth(1)).toContainText('foto-01.jpg');
  await expect(down).toBeFocused();
  await expect(files.first()).toContainText('foto-02.jpg');

  await card.getByRole('button', { name: 'Brug foto-05.jpg som forside' }).click();
  await expect(card.getByRole('button', { name: 'Brug foto-05.jpg som forside' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await card.getByRole('button', { name: 'Fjern foto-03.jpg' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Slet' }).click();
  await expect(files).toHaveCount(10);
  await expect(files.filter({ hasText: 'foto-03.jpg' })).toHaveCount(0);

  // What the server keeps, read back: the order, the cover and the photos' sizes.
  const gallery = (await (
    await request.get(`/api/admin/bookings/${booking.booking.id}/gallery`, {
      headers: ownerHeaders,
    })
  ).json()) as { files: { file_name: string; id: string; width?: number }[]; cover_id: string };
  expect(gallery.files.map((file) => file.file_name).slice(0, 3)).toEqual([
    'foto-02.jpg',
    'foto-01.jpg',
    'foto-04.jpg',
  ]);
  expect(gallery.files.find((file) => file.id === gallery.cover_id)?.file_name).toBe('foto-05.jpg');
  expect(gallery.files.at(-1)?.file_name).toBe('flyover.mp4');
});
