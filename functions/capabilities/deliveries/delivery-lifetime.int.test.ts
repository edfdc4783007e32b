/**
 * A delivered gallery's lifetime (issue 45, decision 0034) through the twin's gateway and
 * s3rver: delivering opens it for the owner's 30 days (shown to the customer); the reminder
 * job queues the Danish reminder three days before it closes, once; once closed, the gallery,
 * 'Hent alle', the property page and the file link answer in Danish with the owner's contact
 * (the unbranded property page names nobody), the job tags its files for colder storage, and
 * extending reopens it and takes the tag off; after the keeping days the files are deleted.
 */
import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { CustomerGallery, OwnerGallery } from '@shared/api/gallery';
import type { DeliveryTerms } from '@shared/api/property-page';
import { lastOpenDate } from '@shared/domain/gallery/delivery-lifetime';
import { mailOutboxKey } from '@functions/data/keys';
import { getItem } from '@functions/data/store';
import { bucketOf, objectHead, s3 } from '@functions/lib/storage';
import { createBooking } from '@functions/stores/booking/booking-days';
import { changeDelivery, getDelivery } from '@functions/stores/deliveries';
import { getGalleryLifetimeDays } from '@functions/stores/business-settings';
import { arrivedPhoto } from '@tests/support/gallery-files';
import { bookingInput, dateAllocator, uniqueId } from '@tests/support/table-data';
import { adminApi } from '@tests/integration/admin-api';
import { deliveryLink } from './delivery-link';
import { runDeliveryLifetimes } from './delivery-lifetime';

const { call, url } = adminApi();
const nextDate = dateAllocator(3840);
const dayMs = 86_400_000;

/** A shot, paid booking with one photo in its gallery, delivered through the owner's form. */
async function deliveredBooking() {
  const booking = await createBooking(
    bookingInput({
      user_id: uniqueId('levetid'),
      user_email: `${uniqueId('levetid')}@example.dk`,
      booking_date: nextDate(),
      booking_time: '10:00',
      payment_status: 'paid',
      payment_method: 'cash',
    }),
  );
  const added = await call<OwnerGallery>(
    'POST',
    `/api/admin/bookings/${booking.id}/gallery/files`,
    {
      key: await arrivedPhoto(booking.id, 1600, 1000),
      file_name: 'facade.jpg',
    },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const delivered = await call('PATCH', `/api/admin/bookings/${booking.id}`, {
    deliver_gallery: true,
    deliver_before_shoot: true,
  });
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  const query = new URL(deliveryLink(booking.id)).search;
  return { booking, file: added.body.files[0]!, query };
}

/** Moves the delivery's closing moment (as if the days had passed). */
const closesAt = (bookingId: string, openUntil: Date) =>
  changeDelivery(bookingId, ({ version: _version, ...delivery }) => ({
    ...delivery,
    open_until: openUntil.toISOString(),
  }));

const customerGallery = (bookingId: string, query: string) =>
  fetch(`${url()}/api/bookings/${bookingId}/gallery${query}`);

async function tagsOf(key: string) {
  const out = await (
    await s3()
  ).send(new GetObjectTaggingCommand({ Bucket: bucketOf('private'), Key: key }));
  return out.TagSet ?? [];
}

const terms = (bookingId: string, body?: unknown) =>
  call<DeliveryTerms>(
    body ? 'PUT' : 'GET',
    `/api/admin/bookings/${bookingId}/delivery-terms`,
    body,
  );

describe("a delivered gallery's lifetime", () => {
  it("opens for the owner's days on delivery and shows the customer until when", async () => {
    const { booking, query } = await deliveredBooking();
    const { open } = await getGalleryLifetimeDays();
    const owner = (await terms(booking.id)).body;
    expect(owner.closed).toBe(false);
    const days = Math.round((Date.parse(owner.open_until!) - Date.now()) / dayMs);
    expect(days).toBeGreaterThanOrEqual(open);
    expect(days).toBeLessThanOrEqual(open + 1);
    const gallery = (await (await customerGallery(booking.id, query)).json()) as CustomerGallery;
    expect(gallery.open_until).toBe(owner.open_until);
  });

  it('queues the Danish reminder three days before it closes, once', async () => {
    const { booking } = await deliveredBooking();
    const until = new Date(Date.now() + 2 * dayMs);
    await closesAt(booking.id, until);
    const now = new Date();
    await Promise.all([runDeliveryLifetimes(now), runDeliveryLifetimes(now)]);
    await runDeliveryLifetimes(now);
    const delivery = await getDelivery(booking.id);
    expect(delivery.reminded_for).toBe(until.toISOString());
    const queued = await getItem(
      mailOutboxKey(`gallery-closing#${booking.id}#${until.toISOString()}`),
    );
    expect(queued).toBeDefined();
    expect(queued!.subject).toMatch(/^Dit galleri lukker /);
    expect(queued!.text).toContain(`/gallery?booking=${booking.id}`);
    expect(queued!.to).toEqual([booking.user_email]);
  });

  it('answers in Danish with the contact once closed, moves the files cold, and extending reopens it', async () => {
    const { booking, file, query } = await deliveredBooking();
    await terms(booking.id, { link: 'new' });
    const yesterday = new Date(Date.now() - dayMs);
    await closesAt(booking.id, yesterday);

    const closed = await customerGallery(booking.id, query);
    expect(closed.status).toBe(410);
    const refusal = (await closed.json()) as { error: string };
    expect(refusal.error).toMatch(/^Leveringen er lukket\. Den var åben til og med /);
    expect(refusal.error).toContain('Kontakt ');
    const archive = await fetch(`${url()}/api/bookings/${booking.id}/gallery/archive${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: 'web' }),
    });
    expect(archive.status).toBe(410);
    const owner = (await terms(booking.id)).body;
    expect(owner.closed).toBe(true);
    const token = /[\w-]{32}$/.exec(owner.url!)![0];
    const branded = await fetch(`${url()}/api/property/${token}`);
    expect(branded.status).toBe(410);
    expect(((await branded.json()) as { error: string }).error).toContain('Kontakt ');
    await terms(booking.id, { branded: false });
    const unbranded = await fetch(`${url()}/api/property/${token}`);
    expect(unbranded.status).toBe(410);
    expect(((await unbranded.json()) as { error: string }).error).not.toContain('Kontakt');

    await runDeliveryLifetimes(new Date());
    expect((await getDelivery(booking.id)).closed_for).toBe(yesterday.toISOString());
    for (const key of [file.key, file.web_key!, file.social_key!])
      expect(await tagsOf(key)).toEqual([{ Key: 'delivery-state', Value: 'closed' }]);

    const extended = await terms(booking.id, { extend_days: 14 });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect(extended.body.closed).toBe(false);
    expect(lastOpenDate(extended.body.open_until!) > lastOpenDate(new Date().toISOString())).toBe(
      true,
    );
    expect((await customerGallery(booking.id, query)).status).toBe(200);
    expect(await tagsOf(file.key)).toEqual([{ Key: 'delivery-state', Value: 'open' }]);
  });

  it("deletes the files after the owner's keeping days, and then cannot be extended", async () => {
    const { booking, file, query } = await deliveredBooking();
    const { keep } = await getGalleryLifetimeDays();
    await closesAt(booking.id, new Date(Date.now() - (keep + 1) * dayMs));
    await runDeliveryLifetimes(new Date());
    expect(await objectHead('private', file.key)).toBeUndefined();
    const owner = (await terms(booking.id)).body;
    expect(owner).toMatchObject({ closed: true, files_deleted: true });
    const gone = await customerGallery(booking.id, query);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { error: string }).error).toContain('slettet');
    const refused = await terms(booking.id, { extend_days: 14 });
    expect(refused.status).toBe(409);
  });
});
