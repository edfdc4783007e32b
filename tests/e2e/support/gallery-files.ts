/** A gallery's files on disk for the owner's file chooser: ten photos and a video. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { awaitMail } from '../booking-helpers';

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

/**
 * Delivers the booking's gallery by API (the owner's form is another journey's) and answers
 * the delivery mail's text and the gallery page's signed link in it.
 */
export async function deliverGalleryByApi(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  bookingId: string,
  customerEmail: string,
): Promise<{ text: string; link: URL }> {
  const delivered = await request.patch(`/api/admin/bookings/${bookingId}`, {
    headers: ownerHeaders,
    data: { deliver_gallery: true, deliver_before_shoot: true },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const mail = await awaitMail(
    request,
    customerEmail,
    (candidate) => (candidate.text ?? '').includes('/gallery?booking='),
    'the delivery mail with the gallery link',
  );
  const text = mail.text ?? '';
  return { text, link: new URL(/https?:\/\/\S+\/gallery\?\S+/.exec(text)![0]) };
}
