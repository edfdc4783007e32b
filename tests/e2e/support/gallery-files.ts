/** A gallery's files on disk for the owner's file chooser: ten photos and a video. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './visitor-test';

/** Ten 2400 × 1600 JPEGs (`foto-01.jpg` …) and `flyover.mp4` of `videoBytes` in a new folder. */
export async function galleryFilesOnDisk(videoBytes: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'galleri-'));
  const photos: string[] = [];
  for (let n = 1; n <= 10; n += 1) {
    const file = path.join(folder, `foto-${String(n).padStart(2, '0')}.jpg`);
    const bytes = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: `hsl(${n * 30}, 60%, 50%)` },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(file, bytes);
    photos.push(file);
  }
  const video = path.join(folder, 'flyover.mp4');
  const bytes = Buffer.alloc(videoBytes);
  bytes.set([0, 0, 0, 0x18, ...Buffer.from('ftypmp42')]);
  writeFileSync(video, bytes);
  return { photos, video };
}

/** Puts photos into the booking's gallery by API, as the owner's panel does. */
export async function photosByApi(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  bookingId: string,
  files: string[],
) {
  for (const file of files) {
    const bytes = readFileSync(file);
    const name = file.split('/').pop()!;
    const started = await request.post(`/api/admin/bookings/${bookingId}/gallery/uploads`, {
      headers: ownerHeaders,
      data: { file_name: name, size: bytes.length, content_type: 'image/jpeg' },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const upload = (await started.json()) as {
      key: string;
      upload_url: string;
      headers: Record<string, string>;
    };
    const put = await request.put(upload.upload_url, { headers: upload.headers, data: bytes });
    expect(put.ok()).toBe(true);
    const added = await request.post(`/api/admin/bookings/${bookingId}/gallery/files`, {
      headers: ownerHeaders,
      data: { key: upload.key, file_name: name },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
}
