/**
 * The admin's uploads, products, portfolio and external images through the twin's gateway
 * and the real handlers: files refused by the server itself (too large, a text file renamed
 * .jpg) and removed from the bucket, the product rules of product §5, no deletion of a product
 * with bookings to come, and external images whose file goes with them.
 */
import { describe, expect, it } from 'vitest';
import type { AdminStartedUpload, CheckedUpload } from '@shared/api/catalog-media-admin';
import type { Booking, ExternalImage, PortfolioItem, Product } from '@shared/api/entities';
import { addDays, copenhagenToday } from '@shared/domain/copenhagen-time';
import { bookingInput } from '@tests/support/table-data';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { softDeleteBooking } from '@tests/support/booking-states';
import { mediaKeyOf, objectHead } from '@functions/lib/storage';
import { adminApi } from '@tests/integration/admin-api';

const { call } = adminApi();

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Starts an upload declaring `declared` bytes, then sends `body` to the presigned URL. */
async function upload(fileName: string, body: Buffer, declared = body.length) {
  const started = await call<AdminStartedUpload>('POST', '/api/admin/uploads', {
    kind: 'image',
    file_name: fileName,
    size: declared,
    content_type: 'image/jpeg',
  });
  expect(started.status).toBe(200);
  const put = await fetch(started.body.upload_url, {
    method: 'PUT',
    headers: started.body.headers,
    body: new Uint8Array(body),
  });
  return { url: started.body.url, put: put.status };
}

const stored = async (url: string) => objectHead('public', mediaKeyOf(url)!);

describe('the uploader, checked by the server', () => {
  it('refuses a declared 31 MB image before anything is stored', async () => {
    const answer = await call('POST', '/api/admin/uploads', {
      kind: 'image',
      file_name: 'stor.jpg',
      size: 31 * 1024 * 1024,
      content_type: 'image/jpeg',
    });
    expect(answer).toMatchObject({
      status: 413,
      body: { error: 'Filen er for stor. Maksimal størrelse er 30MB' },
    });
  });

  it('refuses a 31 MB file sent under a smaller declared size, and deletes it', async () => {
    const big = Buffer.alloc(31 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const { url, put } = await upload('stor.jpg', big, 1024);
    if (put >= 300) return; // Real S3 already refuses a body that differs from the signed size.
    const answer = await call('POST', '/api/admin/uploads/check', { url, kind: 'image' });
    expect(answer).toMatchObject({
      status: 413,
      body: { error: 'Filen er for stor. Maksimal størrelse er 30MB' },
    });
    expect(await stored(url)).toBeUndefined();
  });

  it('refuses a text file renamed .jpg by its first bytes, whatever type the browser named', async () => {
    const { url } = await upload(
      'ikke-et-billede.jpg',
      Buffer.from('Bare tekst, ingen billede.\n'),
    );
    expect(await stored(url)).toBeDefined();
    const answer = await call('POST', '/api/admin/uploads/check', { url, kind: 'image' });
    expect(answer).toMatchObject({
      status: 415,
      body: { error: 'Filen er ikke et billede. Vælg en JPG-, PNG- eller WebP-fil.' },
    });
    expect(await stored(url)).toBeUndefined();
  });

  it('accepts a real image and says what arrived', async () => {
    const { url } = await upload('drone.png', png);
    const answer = await call<CheckedUpload>('POST', '/api/admin/uploads/check', {
      url,
      kind: 'image',
    });
    expect(answer.body).toEqual({ url, size: png.length, content_type: 'image/png' });
  });
});

describe('products', () => {
  const product = (fields: Record<string, unknown> = {}) => ({
    name: 'Dronefoto – Sommerhus',
    description: 'Luftfotos af sommerhuset',
    price: 1299,
    category: 'photo',
    images: ['youtube:aqz-KE-bpKQ'],
    ...fields,
  });

  it('creates a product with two uploaded images and a YouTube video, and moves the files', async () => {
    const [a, b] = [await upload('a.png', png), await upload('b.png', png)];
    const created = await call<Product>(
      'POST',
      '/api/admin/products',
      product({ images: [a.url, b.url, 'youtube:aqz-KE-bpKQ'] }),
    );
    expect(created.status).toBe(200);
    const [first, second, video] = created.body.images;
    expect(first).toMatch(/^\/media\/products\/[\w-]+\.png$/);
    expect(second).toMatch(/^\/media\/products\/[\w-]+\.png$/);
    expect(video).toBe('youtube:aqz-KE-bpKQ');
    expect(await stored(first!)).toBeDefined();
    expect(await stored(a.url)).toBeUndefined();

    const changed = await call<Product>('PATCH', `/api/admin/products/${created.body.id}`, {
      price: 1399,
      images: [second!],
    });
    expect(changed.body).toMatchObject({ price: 1399, images: [second] });
    expect(await stored(first!)).toBeUndefined();

    const deleted = await call('DELETE', `/api/admin/products/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(await stored(second!)).toBeUndefined();
    const gone = await call('GET', `/api/products/${created.body.id}`);
    expect(gone.status).toBe(404);
  });

  it('answers the messages of product §5', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ images: [] }, 'Tilføj mindst ét billede'],
      // Amounts: the words the admin's form says next to the field (decision 0037).
      [{ price: 0 }, 'Beløbet skal være mindst 1 kr'],
      [{ price: -5 }, 'Beløbet kan ikke være negativt'],
      [{ price: 1499.5 }, 'Skriv beløbet i hele kroner uden øre, fx 1.499'],
      [{ price: '1.499' }, 'Skriv beløbet med tal, fx 1.499 eller 1499'],
      [{ price: 10_000_001 }, 'Beløbet må højst være 10.000.000 kr'],
      [{ editing_price: 0 }, 'Beløbet skal være mindst 1 kr'],
      [{ editing_price: 'abc' }, 'Skriv beløbet med tal, fx 1.499 eller 1499'],
      [{ name: '  ' }, 'Udfyld alle påkrævede felter'],
      [
        {
          links: Array.from({ length: 5 }, (_, n) => ({
            title: `Link ${n}`,
            url: `https://example.dk/${n}`,
          })),
        },
        'Maksimalt 4 links per produkt',
      ],
      [
        { links: [{ title: 'Farligt', url: 'javascript:alert(1)' }] },
        'Et link skal have en tekst og starte med https://',
      ],
      [
        { images: ['https://example.com/x.jpg'] },
        'Billeder skal være uploadede filer eller YouTube-videoer',
      ],
    ];
    for (const [fields, message] of cases) {
      const answer = await call('POST', '/api/admin/products', product(fields));
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        body: { error: message },
      });
    }
    const textFile = await upload('tekst.jpg', Buffer.from('tekst'));
    const refused = await call('POST', '/api/admin/products', product({ images: [textFile.url] }));
    expect(refused.status).toBe(415);
  });

  it("keeps the owner's editing price, or none: a new product offers editing only when given one", async () => {
    const plain = await call<Product>('POST', '/api/admin/products', product({ name: 'Uden' }));
    expect(plain.body).toMatchObject({ editing_price: null, is_editing_included: false });
    const priced = await call<Product>('PATCH', `/api/admin/products/${plain.body.id}`, {
      editing_price: 249,
      price: 1499,
    });
    expect(priced.body).toMatchObject({ editing_price: 249, price: 1499 });
    const listed = await call<Product>('GET', `/api/products/${plain.body.id}`);
    expect(listed.body).toMatchObject({ editing_price: 249 });
    const withdrawn = await call<Product>('PATCH', `/api/admin/products/${plain.body.id}`, {
      editing_price: null,
    });
    expect(withdrawn.body).toMatchObject({ editing_price: null });
    const refused = await call('PATCH', `/api/admin/products/${plain.body.id}`, {
      editing_price: -5,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Beløbet kan ikke være negativt' },
    });
    await call('DELETE', `/api/admin/products/${plain.body.id}`);
  });

  it('cannot delete a product with a booking to come; with past bookings only it can, and they keep its name', async () => {
    const created = await call<Product>(
      'POST',
      '/api/admin/products',
      product({ name: 'Kommende' }),
    );
    const id = created.body.id;
    const booking = (date: string): Promise<Booking> =>
      createBooking(
        bookingInput({
          user_id: 'produkt-slettes',
          product_id: id,
          product_name: 'Kommende',
          booking_date: date,
          booking_time: '05:30',
        }),
      );
    const future = await booking(addDays(copenhagenToday(), 400));
    const refused = await call('DELETE', `/api/admin/products/${id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error:
          'Produktet har kommende bookinger og kan ikke slettes. Flyt eller aflys bookingerne først.',
      },
    });

    const past = await booking('2020-02-03');
    // Once the coming booking is cancelled, only the past one is left.
    await softDeleteBooking(future.id);
    const deleted = await call('DELETE', `/api/admin/products/${id}`);
    expect(deleted.status).toBe(200);
    expect((await getBooking(past.id))?.product_name).toBe('Kommende');
  });
});

describe('portfolio', () => {
  it("adds, renames ('Titel er påkrævet') and deletes an item", async () => {
    const { url } = await upload('portfolio.png', png);
    const missing = await call('POST', '/api/admin/portfolio', { title: ' ', image_url: url });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Udfyld alle felter' } });
    const created = await call<PortfolioItem>('POST', '/api/admin/portfolio', {
      title: 'Kysten',
      image_url: url,
    });
    expect(created.body.image_url).toMatch(/^\/media\/portfolio\//);
    const blank = await call('PATCH', `/api/admin/portfolio/${created.body.id}`, { title: '' });
    expect(blank).toMatchObject({ status: 400, body: { error: 'Titel er påkrævet' } });
    const renamed = await call<PortfolioItem>('PATCH', `/api/admin/portfolio/${created.body.id}`, {
      title: 'Kysten ved Skagen',
    });
    expect(renamed.body.title).toBe('Kysten ved Skagen');
    expect((await call('DELETE', `/api/admin/portfolio/${created.body.id}`)).status).toBe(200);
    expect(await stored(created.body.image_url)).toBeUndefined();
  });
});

describe('external images', () => {
  it("takes only images ('Kun billedfiler er tilladt'), and deleting one removes its file", async () => {
    const text = await upload('noter.jpg', Buffer.from('ikke et billede'));
    const refused = await call('POST', '/api/admin/external-images', {
      url: text.url,
      filename: 'noter.jpg',
    });
    expect(refused).toMatchObject({ status: 415, body: { error: 'Kun billedfiler er tilladt' } });

    const image = await upload('logo.png', png);
    const created = await call<ExternalImage>('POST', '/api/admin/external-images', {
      url: image.url,
      filename: 'logo.png',
    });
    expect(created.body).toMatchObject({ filename: 'logo.png', size: png.length });
    expect(created.body.url).toMatch(/^\/media\/external\//);
    expect(await stored(created.body.url)).toBeDefined();

    const listed = await call<ExternalImage[]>('GET', '/api/admin/external-images');
    expect(listed.body.some((item) => item.id === created.body.id)).toBe(true);
    expect((await call('DELETE', `/api/admin/external-images/${created.body.id}`)).status).toBe(
      200,
    );
    expect(await stored(created.body.url)).toBeUndefined();
  });
});
