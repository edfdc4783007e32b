/**
 * The upload pipeline against s3rver: presigned PUTs from "the browser" (fetch), then the
 * server's own checks of what arrived. Refused files are deleted; nothing of them stays.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '@functions/lib/errors';
import { objectHead } from '@functions/lib/storage';
import {
  claimUpload,
  startPrivateUpload,
  startPublicUpload,
  verifyUpload,
  type StartedUpload,
} from './uploads';

const jpegBytes = () => {
  const bytes = new Uint8Array(2048);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return bytes;
};
const zipBytes = () => {
  const bytes = new Uint8Array(4096);
  bytes.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
  return bytes;
};

async function put(upload: StartedUpload, body: Uint8Array) {
  const answer = await fetch(upload.upload_url, {
    method: 'PUT',
    headers: upload.headers,
    body: Buffer.from(body),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('upload pipeline', () => {
  it('takes an image, checks it, and moves it to its lasting place when claimed', async () => {
    const body = jpegBytes();
    const upload = await startPublicUpload({
      kind: 'image',
      fileName: 'Drone foto.JPG',
      size: body.length,
      contentType: 'image/jpeg',
    });
    expect(upload.key).toMatch(/^uploads\/[0-9a-f-]+\.jpg$/);
    await put(upload, body);
    expect(await verifyUpload('public', upload.key, 'image')).toMatchObject({
      type: 'jpeg',
      contentType: 'image/jpeg',
      size: 2048,
    });

    const url = await claimUpload(`/media/${upload.key}`, 'products', 'image');
    expect(url).toMatch(/^\/media\/products\/[0-9a-f-]+\.jpg$/);
    expect(await objectHead('public', url.slice('/media/'.length))).toMatchObject({ size: 2048 });
    expect(await objectHead('public', upload.key)).toBeUndefined();
    // A lasting or external URL stays as it is.
    expect(await claimUpload(url, 'products', 'image')).toBe(url);
    expect(await claimUpload('youtube:dQw4w9WgXcQ', 'products', 'image')).toBe(
      'youtube:dQw4w9WgXcQ',
    );
  });

  it('refuses a 31 MB image and an .exe before anything is stored', async () => {
    const big = await refusal(
      startPublicUpload({
        kind: 'image',
        fileName: 'stor.jpg',
        size: 31 * 1024 * 1024,
        contentType: 'image/jpeg',
      }),
    );
    expect([big.status, big.message]).toEqual([
      413,
      'Filen er for stor. Maksimal størrelse er 30MB',
    ]);
    const exe = await refusal(
      startPrivateUpload('deliveries/b-1', {
        kind: 'archive',
        fileName: 'levering.exe',
        size: 1000,
        contentType: 'application/octet-stream',
      }),
    );
    expect([exe.status, exe.message]).toEqual([415, 'Kun .zip, .rar og .7z filer er tilladt']);
    const archive = await refusal(
      startPrivateUpload('deliveries/b-1', {
        kind: 'archive',
        fileName: 'levering.zip',
        size: 101 * 1024 * 1024,
        contentType: 'application/zip',
      }),
    );
    expect(archive.message).toBe('Filen er for stor. Maksimal størrelse er 100MB');
  });

  it('deletes and refuses a text file renamed .jpg, whatever its content type says', async () => {
    const text = new TextEncoder().encode('Dette er en tekstfil, ikke et billede.'.repeat(20));
    const upload = await startPublicUpload({
      kind: 'image',
      fileName: 'snyd.jpg',
      size: text.length,
      contentType: 'image/jpeg',
    });
    await put(upload, text);
    const error = await refusal(verifyUpload('public', upload.key, 'image'));
    // What is wrong, said plainly: trying again would not help.
    expect([error.status, error.message]).toEqual([
      415,
      'Filen er ikke et billede. Vælg en JPG-, PNG- eller WebP-fil.',
    ]);
    expect(await objectHead('public', upload.key)).toBeUndefined();
    // Claiming it later fails too: it is gone.
    expect((await refusal(claimUpload(`/media/${upload.key}`, 'products', 'image'))).status).toBe(
      404,
    );
  });

  it('checks the size that arrived, not the size that was declared', async () => {
    const upload = await startPublicUpload({
      kind: 'image',
      fileName: 'lille.jpg',
      size: 10,
      contentType: 'image/jpeg',
    });
    // s3rver ignores the signed length; real S3 would refuse the PUT itself.
    const big = new Uint8Array(31 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await fetch(upload.upload_url, {
      method: 'PUT',
      headers: upload.headers,
      body: Buffer.from(big),
    });
    expect(await objectHead('public', upload.key)).toMatchObject({ size: big.length });
    const error = await refusal(verifyUpload('public', upload.key, 'image'));
    expect(error.status).toBe(413);
    expect(await objectHead('public', upload.key)).toBeUndefined();
  });

  it('takes a delivery archive into the booking folder, named by time', async () => {
    const body = zipBytes();
    const upload = await startPrivateUpload('deliveries/booking-9', {
      kind: 'archive',
      fileName: 'Alle billeder.ZIP',
      size: body.length,
      contentType: 'application/zip',
    });
    expect(upload.key).toMatch(/^deliveries\/booking-9\/\d{13}\.zip$/);
    await put(upload, body);
    expect(await verifyUpload('private', upload.key, 'archive')).toMatchObject({ type: 'zip' });
  });
});
