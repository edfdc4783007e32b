/**
 * An image with its smaller copies (decision 0024) through the twin's gateway and the real
 * handlers: the upload route signs a PUT per copy under keys it derives itself, refuses copies
 * the width plan would not make, oversized copies and other types with Danish messages, and
 * the image and its copies are checked, claimed and deleted together.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminStartedUpload, CheckedUpload } from '@shared/api/catalog-media-admin';
import type { Product } from '@shared/api/entities';
import { variantKeys } from '@shared/domain/image-widths';
import { mediaKeyOf, objectHead } from '@functions/lib/storage';
import { adminApi } from '@tests/integration/admin-api';

const { call } = adminApi();

const webp = (width: number) =>
  sharp({
    create: {
      width,
      height: Math.round(width * 0.625),
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
    },
  })
    .webp({ quality: 80 })
    .toBuffer();

const stored = (key: string) => objectHead('public', key);
const keysOf = (url: string) => {
  const key = mediaKeyOf(url)!;
  return [key, ...variantKeys(key)];
};

async function put(upload: { upload_url: string; headers: Record<string, string> }, body: Buffer) {
  const answer = await fetch(upload.upload_url, {
    method: 'PUT',
    headers: upload.headers,
    body: new Uint8Array(body),
  });
  expect(answer.status).toBe(200);
}

/** Starts a 2000 px WebP with its three copies and uploads all four. */
async function uploadWithCopies(width = 2000) {
  const image = await webp(width);
  const copies = await Promise.all([400, 800, 1600].map(webp));
  const started = await call<AdminStartedUpload>('POST', '/api/admin/uploads', {
    kind: 'image',
    file_name: 'drone.webp',
    size: image.length,
    content_type: 'image/webp',
    width,
    variants: copies.map((copy, i) => ({ width: [400, 800, 1600][i], size: copy.length })),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await put(started.body, image);
  for (const [i, variant] of started.body.variants.entries()) await put(variant, copies[i]!);
  return started.body;
}

describe('an uploaded image with its smaller copies', () => {
  it('signs a PUT per copy under keys the server derives, and checks all of them', async () => {
    const started = await uploadWithCopies();
    expect(started.key).toMatch(/^uploads\/[0-9a-f-]{36}\.w400-800-1600-2000\.webp$/);
    expect(started.url).toBe(`/media/${started.key}`);
    expect(started.variants.map((v) => [v.width, v.key])).toEqual(
      [400, 800, 1600].map((w) => [w, started.key.replace('.webp', `-${w}w.webp`)]),
    );
    const checked = await call<CheckedUpload>('POST', '/api/admin/uploads/check', {
      url: started.url,
      kind: 'image',
    });
    expect(checked).toMatchObject({ status: 200, body: { url: started.url } });
  });

  it('moves the image and its copies with the product, and deletes all of them with it', async () => {
    const started = await uploadWithCopies();
    const created = await call<Product>('POST', '/api/admin/products', {
      name: 'Dronefoto – Gård',
      description: 'Luftfotos af gården',
      price: 1499,
      category: 'photo',
      images: [started.url],
    });
    expect(created.status).toBe(200);
    const [image] = created.body.images;
    expect(image).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.w400-800-1600-2000\.webp$/);
    for (const key of keysOf(image!)) expect(await stored(key), key).toBeDefined();
    for (const key of keysOf(started.url)) expect(await stored(key), key).toBeUndefined();

    const deleted = await call('DELETE', `/api/admin/products/${created.body.id}`);
    expect(deleted.status).toBe(200);
    for (const key of keysOf(image!)) expect(await stored(key), key).toBeUndefined();
  });

  it('refuses copies the width plan would not make, before anything is stored', async () => {
    const body = {
      kind: 'image',
      file_name: 'lille.webp',
      size: 5000,
      content_type: 'image/webp',
    };
    const cases: Record<string, unknown>[] = [
      // Enlarged: a 1000 px image has no 1600 px copy.
      { width: 1000, variants: [400, 800, 1600].map((width) => ({ width, size: 100 })) },
      // A copy missing.
      { width: 2000, variants: [{ width: 400, size: 100 }] },
      // Copies without the image's width.
      { variants: [{ width: 400, size: 100 }] },
    ];
    for (const fields of cases) {
      const answer = await call('POST', '/api/admin/uploads', { ...body, ...fields });
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        body: {
          error: 'Billedets mindre udgaver passer ikke til billedet. Upload det venligst igen.',
        },
      });
    }
    // A key of the browser's choosing is not taken: the server names every file.
    const named = await call<AdminStartedUpload>('POST', '/api/admin/uploads', {
      ...body,
      width: 300,
      variants: [],
      key: 'products/mit-eget-navn.webp',
    });
    expect(named.status).toBe(200);
    expect(named.body.key).toMatch(/^uploads\/[0-9a-f-]{36}\.w300\.webp$/);
    // And checking is only for pending uploads.
    const foreign = await call('POST', '/api/admin/uploads/check', {
      url: '/media/demo/coastline.webp',
      kind: 'image',
    });
    expect(foreign).toMatchObject({
      status: 404,
      body: { error: 'Filen blev ikke fundet. Upload den venligst igen.' },
    });
  });

  it('refuses an oversized copy and types a browser does not make', async () => {
    const base = { kind: 'image', file_name: 'drone.webp', size: 5000, content_type: 'image/webp' };
    const oversized = await call('POST', '/api/admin/uploads', {
      ...base,
      width: 700,
      variants: [{ width: 400, size: 31 * 1024 * 1024 }],
    });
    expect(oversized).toMatchObject({
      status: 413,
      body: { error: 'Filen er for stor. Maksimal størrelse er 30MB' },
    });
    for (const fields of [
      { file_name: 'drone.png', content_type: 'image/png' },
      { file_name: 'drone.webp', content_type: 'image/jpeg' },
      { kind: 'video', file_name: 'film.mp4', content_type: 'video/mp4' },
    ]) {
      const answer = await call('POST', '/api/admin/uploads', {
        ...base,
        ...fields,
        width: 300,
        variants: [],
      });
      expect(answer.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(fields)).toBeLessThan(500);
      expect(answer.body.error, JSON.stringify(fields)).toMatch(/^(Venligst|Kun) /);
    }
  });

  it('deletes the image and every copy when one copy is not an image', async () => {
    const image = await webp(700);
    const started = await call<AdminStartedUpload>('POST', '/api/admin/uploads', {
      kind: 'image',
      file_name: 'drone.webp',
      size: image.length,
      content_type: 'image/webp',
      width: 700,
      variants: [{ width: 400, size: 100 }],
    });
    await put(started.body, image);
    await put(started.body.variants[0]!, Buffer.from('Bare tekst, ikke et billede.\n'.repeat(4)));
    const answer = await call('POST', '/api/admin/uploads/check', {
      url: started.body.url,
      kind: 'image',
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { error: 'Filen er ikke et billede. Vælg en JPG-, PNG- eller WebP-fil.' },
    });
    for (const key of keysOf(started.body.url)) expect(await stored(key), key).toBeUndefined();
  });
});
