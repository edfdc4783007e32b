/**
 * The gallery the benchmark measures (issue 45): 60 camera-like photos (photo-sources.ts, the
 * demo scenes in turn) put into a demo booking's gallery through the admin API as the
 * owner's panel sends them (presigned PUT, sizes made on the server), and delivered; answers
 * the customer's page `/gallery?booking=&expires=&sig=` of the delivery's signed link.
 */
import { chromium } from '@playwright/test';
import { demoImageNames } from '@infra/local/seed/demo-images';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@infra/local/seed/admin';
import { sessionToken, signInAs } from '@tests/e2e/support/owner-uploads';
import { sourcePhoto } from './photo-sources';

export const benchGalleryPhotos = 60;

export async function benchGallery(siteUrl: string, log: (line: string) => void): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  let token: string;
  try {
    const page = await (await browser.newContext({ baseURL: siteUrl })).newPage();
    await signInAs(page, { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD });
    token = await sessionToken(page);
  } finally {
    await browser.close();
  }
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${siteUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const bookings = await api<{ id: string }[]>('GET', '/api/admin/bookings');
  const bookingId = bookings[0]?.id;
  if (!bookingId) throw new Error('the demo data has no booking to put a gallery in');
  const photos = await Promise.all(demoImageNames.map((scene) => sourcePhoto(scene)));
  log(`Putting ${benchGalleryPhotos} photos into booking ${bookingId}'s gallery...`);
  for (let n = 0; n < benchGalleryPhotos; n += 1) {
    const photo = photos[n % photos.length]!;
    const name = `foto-${String(n + 1).padStart(2, '0')}.jpg`;
    const started = await api<{ key: string; upload_url: string; headers: Record<string, string> }>(
      'POST',
      `/api/admin/bookings/${bookingId}/gallery/uploads`,
      { file_name: name, size: photo.buffer.length, content_type: 'image/jpeg' },
    );
    const put = await fetch(started.upload_url, {
      method: 'PUT',
      headers: started.headers,
      body: new Uint8Array(photo.buffer),
    });
    if (!put.ok) throw new Error(`PUT ${name}: ${put.status}`);
    await api('POST', `/api/admin/bookings/${bookingId}/gallery/files`, {
      key: started.key,
      file_name: name,
    });
  }
  const delivered = await api<{ booking: { zip_file_url: string | null } }>(
    'PATCH',
    `/api/admin/bookings/${bookingId}`,
    { deliver_gallery: true, deliver_before_shoot: true },
  );
  const link = new URL(delivered.booking.zip_file_url ?? '');
  return link.pathname + link.search;
}
