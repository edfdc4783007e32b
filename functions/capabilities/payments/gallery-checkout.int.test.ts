/**
 * Payment before download (decision 0041) through the twin's gateway, s3rver and the fake
 * Stripe: an unpaid cash booking whose downloads wait for its payment hands out only
 * watermarked previews (their pixels differ from the original's), refuses 'Hent alle' and the
 * delivered file in Danish, and opens the moment 'Betal nu''s payment webhook lands, with the
 * receipt issued; a firm's setting applies unless the booking says otherwise, and a gallery
 * checkout left to expire never deletes the booking.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import type { CustomerGallery, GalleryFile } from '@shared/api/gallery';
import { downloadPaymentTexts } from '@shared/texts/download-payment';
import { deliveryLink } from '@functions/capabilities/deliveries/delivery-link';
import { galleryFolder } from '@functions/capabilities/deliveries/gallery-keys';
import { makePhotoSizes } from '@functions/capabilities/deliveries/gallery-sizes';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { setFirmBilling } from '@functions/stores/firms';
import { changeGallery } from '@functions/stores/gallery';
import { readObject, writeObject } from '@functions/lib/object-storage';
import { firmOf } from '@tests/support/firms';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { bookingOf, dateAllocator } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';

const nextDate = dateAllocator(3930);
let bed: PaymentsTestBed;
let customer: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  customer = await createTestUser();
});
afterAll(() => bed.close());

/** A photo with some detail (a gradient), so a watermark shows in its pixels. */
const detailedJpeg = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1b4f72"/><stop offset="1" stop-color="#f0b27a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** An unpaid cash booking with a photo (its sizes and preview made) and a video in its gallery. */
async function cashBookingWithGallery(fields: Partial<Booking> = {}) {
  const booking = await createBooking(
    bookingOf(customer, {
      booking_date: nextDate(),
      booking_time: '10:00',
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
      price: 1499,
      ...fields,
    }),
  );
  const key = `${galleryFolder(booking.id)}/${randomUUID()}.jpg`;
  await writeObject('private', key, await detailedJpeg(2400, 1600), 'image/jpeg');
  const sizes = await makePhotoSizes(key);
  const videoKey = `${galleryFolder(booking.id)}/${randomUUID()}.mp4`;
  await writeObject('private', videoKey, new Uint8Array(64), 'video/mp4');
  const at = new Date().toISOString();
  const files: GalleryFile[] = [
    {
      id: randomUUID(),
      kind: 'photo',
      file_name: 'Facade.jpg',
      content_type: 'image/jpeg',
      size: 1,
      key,
      ...sizes,
      uploaded_at: at,
    },
    {
      id: randomUUID(),
      kind: 'video',
      file_name: 'Flyover.mp4',
      content_type: 'video/mp4',
      size: 64,
      key: videoKey,
      uploaded_at: at,
    },
  ];
  await changeGallery(booking.id, () => ({ files, cover_id: files[0]!.id }));
  return { booking, key, link: new URL(deliveryLink(booking.id)).search };
}

const readGallery = async (id: string, link: string) => {
  const res = await fetch(`${bed.api.url}/api/bookings/${id}/gallery${link}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CustomerGallery;
};

const pixels = async (bytes: Uint8Array, width: number, height: number) =>
  sharp(bytes).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();

describe('payment before download', () => {
  it('hands out only watermarked previews, refuses the downloads, and opens when paid', async () => {
    const { booking, key, link } = await cashBookingWithGallery({ download_payment: 'required' });

    const locked = await readGallery(booking.id, link);
    expect(locked.payment_due).toEqual({ amount: 1499, can_pay: true, videos_waiting: 1 });
    expect(locked.files).toHaveLength(1);
    const [photo] = locked.files;
    expect(photo!.downloads).toEqual({});
    // The preview's pixels are not the original's: the watermark is in them.
    const preview = new Uint8Array(await (await fetch(photo!.preview_url)).arrayBuffer());
    const { width, height } = await sharp(preview).metadata();
    expect(Math.max(width, height)).toBe(1080);
    const [seen, original] = await Promise.all([
      pixels(preview, width, height),
      pixels(await readObject('private', key), width, height),
    ]);
    let difference = 0;
    for (let i = 0; i < seen.length; i += 1) difference += Math.abs(seen[i]! - original[i]!);
    expect(difference / seen.length).toBeGreaterThan(8);

    // 'Hent alle' and the delivered file are refused by the server, in Danish.
    const archive = await fetch(
      `${bed.api.url}/api/bookings/${booking.id}/gallery/archive${link}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ size: 'print' }),
      },
    );
    expect(archive.status).toBe(402);
    expect(await archive.json()).toMatchObject({
      error: downloadPaymentTexts.locked,
      code: 'downloads_locked',
    });
    const mine = await bed.call(
      `/api/me/bookings/${booking.id}/gallery/archive`,
      customer.accessToken,
      { size: 'web' },
    );
    expect(mine.status).toBe(402);
    const delivery = await fetch(`${bed.api.url}/api/bookings/${booking.id}/delivery${link}`, {
      redirect: 'manual',
    });
    expect(delivery.status).toBe(402);

    // 'Betal nu' from the mailed link, no account: the checkout, paid on the stand-in.
    const pay = await bed.call(`/api/bookings/${booking.id}/gallery/checkout${link}`, undefined);
    expect(pay.status).toBe(200);
    const checkout = (await pay.json()) as { url: string; session_id: string };
    const paid = await bed.pressCheckout(checkout.session_id, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/gallery?booking=${booking.id}`);
    expect(paid.headers.get('location')).toContain('paid=true');

    const after = await getBooking(booking.id);
    expect(after?.payment_status).toBe('paid');
    expect(after?.receipt_number).toBeGreaterThan(0);
    const open = await readGallery(booking.id, link);
    expect(open.payment_due).toBeNull();
    expect(open.files.map((file) => file.kind)).toEqual(['photo', 'video']);
    const print = await fetch(open.files[0]!.downloads.print!);
    expect((await sharp(new Uint8Array(await print.arrayBuffer())).metadata()).width).toBe(2400);
    expect(
      (await bed.call(`/api/bookings/${booking.id}/gallery/checkout${link}`, undefined)).status,
    ).toBe(409);
  });

  it("follows the firm's setting unless the booking's own says otherwise", async () => {
    const firmId = await firmOf(customer);
    await setFirmBilling(firmId, { payment_before_download: true });
    const firm = {
      id: firmId,
      name: 'Testfirma ApS',
      cvr: '31245672',
      address: 'Testvej 1',
      ean: null,
      reference: null,
    };
    const byFirm = await cashBookingWithGallery({ firm });
    expect((await readGallery(byFirm.booking.id, byFirm.link)).payment_due).not.toBeNull();
    const own = await cashBookingWithGallery({ firm, download_payment: 'not_required' });
    expect((await readGallery(own.booking.id, own.link)).payment_due).toBeNull();
    const unlocked = await cashBookingWithGallery();
    expect((await readGallery(unlocked.booking.id, unlocked.link)).payment_due).toBeNull();
    const refused = await bed.call(
      `/api/bookings/${unlocked.booking.id}/gallery/checkout${unlocked.link}`,
      undefined,
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: downloadPaymentTexts.notLocked });
  });

  it("'Betal nu' posted as a plain form (before the app has started) goes on to the checkout, or back with why not", async () => {
    const { booking, link } = await cashBookingWithGallery({ download_payment: 'required' });
    // The gallery page the form is on: the mailed link's door.
    const page = `/gallery?booking=${booking.id}&${link.slice(1)}`;
    const post = (search: string, fields: Record<string, string> = { page }) =>
      fetch(`${bed.api.url}/api/bookings/${booking.id}/gallery/checkout${search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });

    const posted = await post(link);
    expect(posted.status).toBe(303);
    const checkout = new URL(posted.headers.get('location')!);
    expect(checkout.pathname).toMatch(/^\/_local\/checkout\//);
    const sessionId = decodeURIComponent(checkout.pathname.split('/').pop()!);
    expect(bed.fake.sessions.get(sessionId)).toMatchObject({ client_reference_id: booking.id });

    // A forged link: back to the gallery by the door the form named, saying it failed.
    const forged = await post('?expires=9999999999&sig=x');
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(`${page}&payment=failed#gallery-payment`);
    // A page that is not the gallery is never where it goes back to.
    const elsewhere = await post('?expires=9999999999&sig=x', { page: 'https://evil.example/' });
    expect(elsewhere.headers.get('location')).toBe('/gallery?payment=failed#gallery-payment');

    // Paid on that checkout: posted again, back to the gallery, which is open now.
    expect((await bed.pressCheckout(sessionId, 'pay')).status).toBe(303);
    const again = await post(link);
    expect(again.headers.get('location')).toContain('payment=already_paid#gallery-payment');
  });

  it("'Betal nu' tapped again seconds later gets the same checkout, not Stripe's idempotency error", async () => {
    const { booking, link } = await cashBookingWithGallery({ download_payment: 'required' });
    const tap = async () => {
      const answer = await bed.call(
        `/api/bookings/${booking.id}/gallery/checkout${link}`,
        undefined,
      );
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { session_id: string }).session_id;
    };
    // Two taps in the same minute, more than a second apart (a second's `expires_at` apart).
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 3_000) await pause(leftOfMinute + 50);
    const first = await tap();
    await pause(1_100);
    expect(await tap()).toBe(first);
    // The session lives at least Stripe's 30 minutes from now.
    const expiresAt = Number(bed.fake.sessions.get(first).expires_at);
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
  });

  it('refuses a forged link, and keeps the booking when its checkout expires unpaid', async () => {
    const { booking, link } = await cashBookingWithGallery({ download_payment: 'required' });
    const forged = await bed.call(
      `/api/bookings/${booking.id}/gallery/checkout?expires=9999999999&sig=x`,
      undefined,
    );
    expect(forged.status).toBe(404);
    const pay = await bed.call(
      `/api/me/bookings/${booking.id}/gallery/checkout`,
      customer.accessToken,
    );
    expect(pay.status).toBe(200);
    const { session_id } = (await pay.json()) as { session_id: string };
    // The mailed link's door in the same minute: a checkout of its own, not a refused key.
    const byLink = await bed.call(`/api/bookings/${booking.id}/gallery/checkout${link}`, undefined);
    expect(byLink.status).toBe(200);
    bed.fake.sessions.expire(session_id);
    const event = bed.event('checkout.session.expired', bed.fake.sessions.get(session_id));
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    expect((await getBooking(booking.id))?.payment_status).toBe('awaiting_payment');
    expect((await readGallery(booking.id, link)).payment_due).not.toBeNull();
  });
});
