/**
 * The admin's bookings through the twin's gateway and the real handlers: mark paid, complete,
 * the delivery by link and by upload (straight to the private bucket, checked by the server),
 * the completion mail with the files' link and a rating link, and the overview's figures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingAnswer, AdminOverview, StartedUploadAnswer } from '@shared/api/admin';
import type { Booking } from '@shared/api/entities';
import { readMailbox, type LocalMail } from '@infra/local/mailbox';
import { useTestGateway } from '@tests/integration/gateway';
import { tokenCall } from '@tests/integration/gateway-call';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { bookingOf, pause, uniqueId } from '@tests/support/table-data';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { objectHead } from '@functions/lib/storage';
import { arrivedPhoto, seededGallery } from '@tests/support/gallery-files';
import { firmTexts } from '@shared/texts/firms';

const api = useTestGateway();
let admin: TestUser;
let customer: TestUser;
let nextMinute = 0;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

/** A booking of the customer in 3670, a year no other test books in. */
function booking(fields: Partial<Booking> = {}): Promise<Booking> {
  const minutes = nextMinute++;
  return createBooking(
    bookingOf(customer, {
      product_name: 'Dronefoto – Bolig',
      booking_date: `3670-01-${String(1 + Math.floor(minutes / 48)).padStart(2, '0')}`,
      booking_time: `${String(Math.floor((minutes % 48) / 2)).padStart(2, '0')}:${minutes % 2 ? '30' : '00'}`,
      ...fields,
    }),
  );
}

const call = <T>(method: string, path: string, body?: unknown, token = admin.accessToken) =>
  tokenCall<T>(api.url, method, path, token, body);

async function completionMailTo(
  email: string,
  after: number,
  mentions: string,
): Promise<LocalMail> {
  for (let tries = 0; tries < 40; tries++) {
    const mail = (await readMailbox(process.env.SES_ENDPOINT!)).find(
      // The mailbox stamps whole seconds.
      (m) =>
        m.to.includes(email) &&
        Date.parse(m.sentAt) >= Math.floor(after / 1000) * 1000 &&
        /filer/i.test(m.subject) &&
        m.text.includes(mentions),
    );
    if (mail) return mail;
    await pause(100);
  }
  throw new Error(`no completion mail to ${email}`);
}

const linksIn = (mail: LocalMail) =>
  [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe('marking paid and completing', () => {
  it('marks a waiting booking paid once; a paid one is refused', async () => {
    const cash = await booking({ payment_status: 'awaiting_payment', payment_method: 'cash' });
    const paid = await call<Booking>('POST', `/api/admin/bookings/${cash.id}/mark-paid`);
    expect([paid.status, paid.body.payment_status]).toEqual([200, 'paid']);
    // The customer's receipt is issued with the payment, and the answer carries its number.
    expect(paid.body.receipt_number).toEqual(expect.any(Number));
    const again = await call('POST', `/api/admin/bookings/${cash.id}/mark-paid`);
    expect([again.status, again.body.error]).toEqual([409, 'Bookingen afventer ikke betaling']);
  });

  it('completes only paid bookings whose shoot has started, once', async () => {
    const waiting = await booking({ payment_status: 'pending' });
    const refused = await call('POST', `/api/admin/bookings/${waiting.id}/complete`);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'Kun betalte bookinger kan gennemføres',
    ]);
    // In 1670: the shoot is over (before it starts, 'Gennemfør' is refused).
    const paid = await booking({ payment_status: 'paid', booking_date: '1670-01-01' });
    const done = await call<Booking>('POST', `/api/admin/bookings/${paid.id}/complete`);
    expect([done.status, done.body.is_completed]).toEqual([200, true]);
    const twice = await call('POST', `/api/admin/bookings/${paid.id}/complete`);
    expect([twice.status, twice.body.error]).toEqual([409, 'Bookingen er allerede gennemført']);
  });

  it('refuses a customer and an unknown booking', async () => {
    const own = await booking();
    expect(
      (
        await call(
          'POST',
          `/api/admin/bookings/${own.id}/mark-paid`,
          undefined,
          customer.accessToken,
        )
      ).status,
    ).toBe(403);
    const unknown = await call('POST', `/api/admin/bookings/${uniqueId('x')}/complete`);
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Bookingen blev ikke fundet']);
  });
});

describe('delivery', () => {
  it('a pasted link is saved and mailed with a rating link; the same link again mails nothing', async () => {
    const paid = await booking({ payment_status: 'paid', payment_method: 'cash' });
    const before = Date.now();
    const link = 'https://filer.example.dk/levering-42.zip';
    // The shoot is still to come: the rating link would go out before it, so the server asks.
    const early = await call<AdminBookingAnswer>('PATCH', `/api/admin/bookings/${paid.id}`, {
      zip_file_url: link,
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'delivery_before_shoot' } });
    expect((early.body as unknown as { error: string }).error).toMatch(/er ikke begyndt endnu/);
    expect((await getBooking(paid.id))?.zip_file_url).toBeNull();
    const saved = await call<AdminBookingAnswer>('PATCH', `/api/admin/bookings/${paid.id}`, {
      zip_file_url: link,
      deliver_before_shoot: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ completion_mail: 'sent', booking: { zip_file_url: link } });
    const mail = await completionMailTo(customer.email, before, link);
    const links = linksIn(mail);
    expect(links).toContain(link);
    const rating = links.find((l) => l.includes('/rate-booking?'));
    expect(rating).toMatch(/\/rate-booking\?bookingId=[^&]+&token=[\w-]{20,}/);

    const unchanged = await call<AdminBookingAnswer>('PATCH', `/api/admin/bookings/${paid.id}`, {
      zip_file_url: link,
      payment_status: 'paid',
    });
    expect(unchanged.body.completion_mail).toBe('none');
  });

  it('an uploaded 1 MB zip is checked, saved, mailed, and downloads through the link', async () => {
    const paid = await booking({ payment_status: 'paid' });
    const zip = new Uint8Array(1024 * 1024);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    zip[zip.length - 1] = 42;
    const started = await call<StartedUploadAnswer>(
      'POST',
      `/api/admin/bookings/${paid.id}/delivery-upload`,
      { file_name: 'Billeder.zip', size: zip.length, content_type: 'application/zip' },
    );
    expect(started.status).toBe(200);
    expect(started.body.key).toMatch(new RegExp(`^deliveries/${paid.id}/\\d+\\.zip$`));
    const put = await fetch(started.body.upload_url, {
      method: 'PUT',
      headers: started.body.headers,
      body: Buffer.from(zip),
    });
    expect(put.status).toBe(200);

    const before = Date.now();
    const saved = await call<AdminBookingAnswer>('PATCH', `/api/admin/bookings/${paid.id}`, {
      delivery_key: started.body.key,
      deliver_before_shoot: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.completion_mail).toBe('sent');
    const mailed = await completionMailTo(customer.email, before, `/api/bookings/${paid.id}/`);
    const download = linksIn(mailed).find((l) => l.includes('/delivery?'));
    expect(download).toBe(saved.body.booking.zip_file_url);

    // The site's link, through the gateway: a redirect to a short presigned download.
    const path = new URL(download!).pathname + new URL(download!).search;
    const redirect = await fetch(`${api.url}${path}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const file = await fetch(redirect.headers.get('location')!);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(zip.length);
    expect(bytes[bytes.length - 1]).toBe(42);

    // A forged or tampered link downloads nothing.
    const forged = await fetch(`${api.url}${path.replace(/sig=[^&]+/, 'sig=forfalsket')}`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(404);
  });

  it("delivers the gallery: an empty one is refused, a filled one mails its page's signed link", async () => {
    const paid = await booking({ payment_status: 'paid' });
    const empty = await call('PATCH', `/api/admin/bookings/${paid.id}`, {
      deliver_gallery: true,
      deliver_before_shoot: true,
    });
    expect([empty.status, empty.body.error]).toEqual([
      409,
      'Galleriet er tomt. Upload billeder eller videoer, før du leverer det.',
    ]);
    await seededGallery(paid.id, await arrivedPhoto(paid.id));
    const before = Date.now();
    const saved = await call<AdminBookingAnswer>('PATCH', `/api/admin/bookings/${paid.id}`, {
      deliver_gallery: true,
      deliver_before_shoot: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.completion_mail).toBe('sent');
    const mailed = await completionMailTo(customer.email, before, `/gallery?booking=${paid.id}`);
    expect(mailed.text).toContain('Se dit galleri');
    const page = linksIn(mailed).find((l) => l.includes('/gallery?'));
    expect(page).toBe(saved.body.booking.zip_file_url);
    // The page reads the gallery with the link's own expiry and signature.
    const signed = new URL(page!).searchParams;
    const gallery = await fetch(
      `${api.url}/api/bookings/${paid.id}/gallery?expires=${signed.get('expires')}&sig=${signed.get('sig')}`,
    );
    expect(gallery.status).toBe(200);
  });

  it('refuses a 101 MB file and an .exe before anything is stored', async () => {
    const paid = await booking({ payment_status: 'paid' });
    const big = await call('POST', `/api/admin/bookings/${paid.id}/delivery-upload`, {
      file_name: 'stor.zip',
      size: 101 * 1024 * 1024,
      content_type: 'application/zip',
    });
    expect([big.status, big.body.error]).toEqual([
      413,
      'Filen er for stor. Maksimal størrelse er 100MB',
    ]);
    const exe = await call('POST', `/api/admin/bookings/${paid.id}/delivery-upload`, {
      file_name: 'setup.exe',
      size: 1000,
      content_type: 'application/x-msdownload',
    });
    expect([exe.status, exe.body.error]).toEqual([415, 'Kun .zip, .rar og .7z filer er tilladt']);
  });

  it('deletes an uploaded file that is not an archive and keeps the booking as it was', async () => {
    const paid = await booking({ payment_status: 'paid' });
    const started = await call<StartedUploadAnswer>(
      'POST',
      `/api/admin/bookings/${paid.id}/delivery-upload`,
      { file_name: 'snyd.zip', size: 40, content_type: 'application/zip' },
    );
    await fetch(started.body.upload_url, {
      method: 'PUT',
      headers: started.body.headers,
      body: 'MZ dette er et program, ikke en zip-fil!!',
    });
    const refused = await call('PATCH', `/api/admin/bookings/${paid.id}`, {
      delivery_key: started.body.key,
    });
    expect([refused.status, refused.body.error]).toEqual([
      415,
      'Filen er ikke et zip-arkiv. Vælg en .zip-, .rar- eller .7z-fil.',
    ]);
    expect(await objectHead('private', started.body.key)).toBeUndefined();
    const list = await call<Booking[]>('GET', '/api/admin/bookings');
    expect(list.body.find((b) => b.id === paid.id)?.zip_file_url).toBeNull();
  });

  it("refuses changing a private booking to 'Faktura' (by agreement only, decision 0035)", async () => {
    const cash = await booking({ payment_status: 'awaiting_payment', payment_method: 'cash' });
    const refused = await call('PATCH', `/api/admin/bookings/${cash.id}`, {
      payment_method: 'invoice',
    });
    expect([refused.status, refused.body.error]).toEqual([403, firmTexts.invoiceNotAgreed]);
    expect((await getBooking(cash.id))?.payment_method).toBe('cash');
  });

  it('refuses a key of another booking', async () => {
    const one = await booking({ payment_status: 'paid' });
    const other = await booking({ payment_status: 'paid' });
    const refused = await call('PATCH', `/api/admin/bookings/${one.id}`, {
      delivery_key: `deliveries/${other.id}/1.zip`,
    });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      'Filen hører ikke til denne booking',
    ]);
  });
});

describe('overview', () => {
  it('counts bookings, pending, cancelled and completed, and revenue from paid bookings only', async () => {
    const first = await call<AdminOverview>('GET', '/api/admin/overview');
    // Cancelled and refunded: counted as cancelled, never as paid.
    await booking({
      payment_status: 'paid',
      price: 500,
      cancelled_at: new Date().toISOString(),
      refund: { id: 're_overview', status: 'refunded', amount: 500 },
    });
    await booking({ payment_status: 'paid', price: 700 });
    await booking({ payment_status: 'awaiting_payment', price: 300 });
    const after = await call<AdminOverview>('GET', '/api/admin/overview');
    expect(after.body.bookings.total - first.body.bookings.total).toBe(3);
    expect(after.body.bookings.pending - first.body.bookings.pending).toBe(2);
    expect(after.body.bookings.cancelled - first.body.bookings.cancelled).toBe(1);
    expect(after.body.bookings.revenue - first.body.bookings.revenue).toBe(700);
    expect(after.body.latest_bookings).toHaveLength(5);
    expect(after.body.latest_bookings[0]).toMatchObject({ price: 300, user_email: customer.email });
  });
});
