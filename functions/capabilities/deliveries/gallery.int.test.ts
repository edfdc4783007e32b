/**
 * A booking's gallery through the twin's gateway and s3rver (decision 0034): a photo by one
 * presigned PUT with its 'Web' and 'Sociale medier' sizes made on the server, a video by a
 * multipart upload resumed after a dropped part, the order, the cover, removing a file, and
 * the Danish refusals of bad input.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CustomerGallery, OwnerGallery, StartedGalleryUpload } from '@shared/api/gallery';
import { deliveryLink } from '@functions/capabilities/deliveries/delivery-link';
import { createBooking } from '@functions/stores/booking/booking-days';
import { readObject } from '@functions/lib/object-storage';
import { jpegBytes } from '@tests/support/gallery-files';
import { bookingInput, dateAllocator, uniqueId } from '@tests/support/table-data';
import { adminApi } from '@tests/integration/admin-api';
import { zipEntries } from '@tests/support/zip-entries';
import type { GalleryArchiveAnswer } from '@shared/api/gallery';
import { makeWaitingArchives } from '@functions/capabilities/deliveries/archive-making';
import { getGalleryArchive } from '@functions/stores/gallery-archives';
import { deleteObject, objectHead } from '@functions/lib/storage';
import { createTestUser } from '@tests/integration/users';

const { call, url } = adminApi();
const nextDate = dateAllocator(3810);

async function newBooking(userId = uniqueId('galleri')) {
  const booking = await createBooking(
    bookingInput({
      user_id: userId,
      booking_date: nextDate(),
      booking_time: '10:00',
      payment_status: 'paid',
      payment_method: 'cash',
    }),
  );
  return booking.id;
}

const gallery = (id: string) => `/api/admin/bookings/${id}/gallery`;

async function start(id: string, fileName: string, size: number, contentType: string) {
  return call<StartedGalleryUpload>('POST', `${gallery(id)}/uploads`, {
    file_name: fileName,
    size,
    content_type: contentType,
  });
}

async function uploadPhoto(id: string, name: string, bytes: Buffer) {
  const started = await start(id, name, bytes.length, 'image/jpeg');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  if (started.body.kind !== 'photo') throw new Error('a photo goes by one PUT');
  const put = await fetch(started.body.upload_url, {
    method: 'PUT',
    headers: started.body.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return call<OwnerGallery>('POST', `${gallery(id)}/files`, {
    key: started.body.key,
    file_name: name,
  });
}

const widthOf = async (key: string) =>
  (await sharp(await readObject('private', key)).metadata()).width;

describe('the gallery of a booking', () => {
  it('takes a photo and makes its Web and Sociale medier sizes and its thumbnail beside the original', async () => {
    const id = await newBooking();
    const added = await uploadPhoto(id, 'Facade.jpg', await jpegBytes(3000, 2000));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [file] = added.body.files;
    expect(file).toMatchObject({ kind: 'photo', file_name: 'Facade.jpg', width: 3000 });
    expect(added.body.cover_id).toBe(file!.id);
    expect(await widthOf(file!.key)).toBe(3000);
    expect(await widthOf(file!.web_key!)).toBe(2048);
    expect(await widthOf(file!.social_key!)).toBe(1080);
    expect(await widthOf(file!.thumbnail_key!)).toBe(720);
    // The thumbnail is a fraction of the bytes of 'Sociale medier'.
    const bytes = async (key: string) => (await readObject('private', key)).length;
    expect(await bytes(file!.thumbnail_key!)).toBeLessThan((await bytes(file!.social_key!)) * 0.6);
  });

  it('never enlarges a small photo, and measures a portrait by its long edge', async () => {
    const id = await newBooking();
    const portrait = await uploadPhoto(id, 'hoejformat.jpg', await jpegBytes(1500, 2500));
    const [tall] = portrait.body.files;
    expect(await widthOf(tall!.web_key!)).toBe(1229);
    expect(await widthOf(tall!.social_key!)).toBe(648);
    expect(await widthOf(tall!.thumbnail_key!)).toBe(432);
    const small = await uploadPhoto(id, 'lille.jpg', await jpegBytes(900, 600));
    const [, little] = small.body.files;
    expect(await widthOf(little!.web_key!)).toBe(900);
    expect(await widthOf(little!.social_key!)).toBe(900);
  });

  it('takes a video in parts and goes on after a dropped part', async () => {
    const id = await newBooking();
    const size = 17 * 1024 * 1024;
    const video = new Uint8Array(size);
    video.set([0, 0, 0, 0x18, ...Buffer.from('ftypmp42')]);
    const started = await start(id, 'Flyover.MP4', size, 'video/mp4');
    if (started.body.kind !== 'video') throw new Error('a video goes in parts');
    const { key, upload_id, part_size, part_count } = started.body;
    expect(part_count).toBe(2);
    const sign = (part_numbers: number[]) =>
      call<{ parts: { part_number: number; url: string }[] }>('POST', `${gallery(id)}/parts`, {
        key,
        upload_id,
        size,
        part_numbers,
      });
    const send = async (url: string, part: number) => {
      const answer = await fetch(url, {
        method: 'PUT',
        body: video.slice((part - 1) * part_size, part * part_size),
      });
      expect(answer.status).toBe(200);
      return answer.headers.get('etag') ?? '';
    };
    const first = (await sign([1, 2])).body.parts;
    const etag1 = await send(first[0]!.url, 1);
    // The connection drops here; later the browser signs what is left and goes on.
    const resumed = (await sign([2])).body.parts;
    const etag2 = await send(resumed[0]!.url, 2);

    const complete = (order: number[]) =>
      call<OwnerGallery>('POST', `${gallery(id)}/files`, {
        key,
        file_name: 'Flyover.MP4',
        upload_id,
        parts: order.map((part) => ({ part_number: part, etag: part === 1 ? etag1 : etag2 })),
      });
    const outOfOrder = await complete([2, 1]);
    expect(outOfOrder.status).toBe(400);
    expect(outOfOrder.body.error).toMatch(/rækkefølge/);

    const added = await complete([1, 2]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.files[0]).toMatchObject({ kind: 'video', size, content_type: 'video/mp4' });
  });

  it('orders the files, picks the cover and removes one with its sizes', async () => {
    const id = await newBooking();
    await uploadPhoto(id, 'a.jpg', await jpegBytes(1200, 800));
    const two = await uploadPhoto(id, 'b.jpg', await jpegBytes(1200, 800));
    const [a, b] = two.body.files;
    const arranged = await call<OwnerGallery>('PUT', gallery(id), {
      order: [b!.id, a!.id],
      cover_id: b!.id,
    });
    expect(arranged.body.files.map((file) => file.file_name)).toEqual(['b.jpg', 'a.jpg']);
    expect(arranged.body.cover_id).toBe(b!.id);

    const wrong = await call('PUT', gallery(id), { order: [a!.id], cover_id: null });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/Rækkefølgen/);

    const removed = await call<OwnerGallery>('DELETE', `${gallery(id)}/files/${b!.id}`);
    expect(removed.body.files.map((file) => file.id)).toEqual([a!.id]);
    expect(removed.body.cover_id).toBe(a!.id);
    expect(await objectHead('private', b!.key)).toBeUndefined();
    expect(await objectHead('private', b!.web_key!)).toBeUndefined();
    expect(await objectHead('private', b!.thumbnail_key!)).toBeUndefined();
  });

  it('refuses bad input in Danish, naming the file', async () => {
    const id = await newBooking();
    const text = await start(id, 'noter.txt', 100, 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.error).toContain('noter.txt er hverken et billede eller en video');

    const huge = await start(id, 'stor.jpg', 61 * 1024 * 1024, 'image/jpeg');
    expect(huge.status).toBe(413);
    expect(huge.body.error).toContain('stor.jpg er for stor');

    const video = await start(id, 'film.mp4', 20 * 1024 * 1024, 'video/mp4');
    if (video.body.kind !== 'video') throw new Error('a video goes in parts');
    const outside = await call('POST', `${gallery(id)}/parts`, {
      key: video.body.key,
      upload_id: video.body.upload_id,
      size: 20 * 1024 * 1024,
      part_numbers: [3],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toBe('Del 3 findes ikke i denne upload (den har 2 dele).');

    // A text file renamed .jpg: refused by its bytes, and deleted.
    const fake = await start(id, 'falsk.jpg', 64, 'image/jpeg');
    if (fake.body.kind !== 'photo') throw new Error('a photo goes by one PUT');
    await fetch(fake.body.upload_url, {
      method: 'PUT',
      headers: fake.body.headers,
      body: Buffer.alloc(64, 'a'),
    });
    const refused = await call('POST', `${gallery(id)}/files`, {
      key: fake.body.key,
      file_name: 'falsk.jpg',
    });
    expect(refused.status).toBe(415);
    expect(refused.body.error).toContain('falsk.jpg er ikke et billede');
    expect(await objectHead('private', fake.body.key)).toBeUndefined();

    const elsewhere = await call('POST', `${gallery(id)}/files`, {
      key: `deliveries/${await newBooking()}/gallery/x.jpg`,
      file_name: 'x.jpg',
    });
    expect(elsewhere.status).toBe(404);

    const unknown = await call('POST', `${gallery(id)}/uploads/abort`, {
      key: video.body.key,
      upload_id: 'ukendt',
    });
    expect(unknown.status).toBe(200);
  });

  it("is the customer's own and the delivery link's holder's, in three sizes", async () => {
    const [customer, stranger] = await Promise.all([createTestUser(), createTestUser()]);
    const id = await newBooking(customer.sub);
    await uploadPhoto(id, 'Facade.jpg', await jpegBytes(3000, 2000));
    const asUser = (token: string) =>
      fetch(`${url()}/api/me/bookings/${id}/gallery`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const own = await asUser(customer.accessToken);
    expect(own.status).toBe(200);
    const gallery = (await own.json()) as CustomerGallery;
    const [photo] = gallery.files;
    expect(photo).toMatchObject({ file_name: 'Facade.jpg', width: 3000 });
    const widthAt = async (link: string) =>
      (await sharp(new Uint8Array(await (await fetch(link)).arrayBuffer())).metadata()).width;
    expect(await widthAt(photo!.downloads.print!)).toBe(3000);
    expect(await widthAt(photo!.downloads.web!)).toBe(2048);
    expect(await widthAt(photo!.downloads.social!)).toBe(1080);
    expect(await widthAt(photo!.thumbnail_url!)).toBe(720);

    const other = await asUser(stranger.accessToken);
    expect(other.status).toBe(404);

    const link = new URL(deliveryLink(id));
    const linked = await fetch(`${url()}/api/bookings/${id}/gallery${link.search}`);
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as CustomerGallery).files).toHaveLength(1);

    const forged = await fetch(`${url()}/api/bookings/${id}/gallery?expires=9999999999&sig=x`);
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: string }).error).toBe(
      'Linket til filerne er ugyldigt',
    );
    const old = new URL(deliveryLink(id, new Date('2020-01-01T00:00:00Z')));
    const expired = await fetch(`${url()}/api/bookings/${id}/gallery${old.search}`);
    expect(expired.status).toBe(410);
  });

  it("'Hent alle' makes each size's archive once on the server, streamed to the bucket", async () => {
    const [customer, stranger] = await Promise.all([createTestUser(), createTestUser()]);
    const id = await newBooking(customer.sub);
    await uploadPhoto(id, 'Facade.jpg', await jpegBytes(3000, 2000));
    await uploadPhoto(id, 'Have.jpg', await jpegBytes(1600, 2400, '#5a9'));
    const ask = async (size: string, token = customer.accessToken) => {
      const answer = await fetch(`${url()}/api/me/bookings/${id}/gallery/archive`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ size }),
      });
      return { status: answer.status, body: (await answer.json()) as GalleryArchiveAnswer };
    };
    expect((await ask('web')).body).toMatchObject({ state: 'waiting', entries: 2 });
    expect((await ask('web', stranger.accessToken)).status).toBe(404);
    expect((await ask('huge')).status).toBe(400);

    expect((await makeWaitingArchives()).made).toBeGreaterThanOrEqual(1);
    const ready = await ask('web');
    expect(ready.body).toMatchObject({ state: 'ready', entries: 2 });
    const archive = Buffer.from(await (await fetch(ready.body.url!)).arrayBuffer());
    expect(archive.length).toBe(ready.body.bytes);
    const entries = await zipEntries(archive);
    expect(entries.map((entry) => entry.name)).toEqual(['01-Facade-web.jpg', '02-Have-web.jpg']);
    const widths = await Promise.all(
      entries.map(async (entry) => (await sharp(entry.bytes).metadata()).width),
    );
    expect(widths).toEqual([2048, 1365]);

    // Kept: asked again, the same archive, not made again.
    expect((await ask('web')).body.state).toBe('ready');

    // The link's holder asks the same way; the gallery changed, so the archive is made anew.
    await uploadPhoto(id, 'Tag.jpg', await jpegBytes(1200, 800));
    const link = new URL(deliveryLink(id));
    const linked = await fetch(`${url()}/api/bookings/${id}/gallery/archive${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: 'web' }),
    });
    expect(await linked.json()).toMatchObject({ state: 'waiting', entries: 3 });
  });

  it("'Hent alle' whose making fails waits for the next run, not 20 minutes; after three, 'Pak zip-filen igen'", async () => {
    const customer = await createTestUser();
    const id = await newBooking(customer.sub);
    await uploadPhoto(id, 'Facade.jpg', await jpegBytes(1200, 800));
    // The original is gone from the bucket: making 'Print' fails.
    const [file] = (await call<OwnerGallery>('GET', gallery(id))).body.files;
    await deleteObject('private', file!.key);
    const ask = async (body: Record<string, unknown>) => {
      const answer = await fetch(`${url()}/api/me/bookings/${id}/gallery/archive`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return (await answer.json()) as GalleryArchiveAnswer;
    };
    expect(await ask({ size: 'print' })).toMatchObject({ state: 'waiting' });
    await makeWaitingArchives();
    // Failed once: waiting for the next run at once, not 'being made'.
    expect((await getGalleryArchive(id, 'print'))?.state).toBe('waiting');
    await makeWaitingArchives();
    await makeWaitingArchives();
    expect(await ask({ size: 'print' })).toMatchObject({ state: 'failed' });
    // 'Pak zip-filen igen': asked anew.
    expect(await ask({ size: 'print', retry: true })).toMatchObject({ state: 'waiting' });
  });
});
