/**
 * The customer's gallery by the delivery mail's signed link arrives as HTML with its photos
 * (issue 45 'Fast on a phone', decision 0034), through the twin's gateway and the page
 * renderer built as `npm run build:web` builds it: the grid's images with `srcset`/`sizes`,
 * the first with `fetchpriority="high"`, the rest lazy; never cached, never indexed; valid
 * HTML. A gallery whose downloads wait for payment shows only the watermarked previews and
 * 'Betal nu', and no original's address; a closed delivery answers 410 in Danish.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import type { OwnerGallery } from '@shared/api/gallery';
import { customerGalleryTexts } from '@shared/texts/gallery';
import { galleryLink } from '@functions/capabilities/deliveries/delivery-link';
import { createBooking } from '@functions/stores/booking/booking-days';
import { changeDelivery } from '@functions/stores/deliveries';
import { arrivedPhoto } from '@tests/support/gallery-files';
import { bookingInput, dateAllocator, uniqueId } from '@tests/support/table-data';
import { adminApi } from './admin-api';
import { useBuiltWeb } from './built-web';
import { htmlProblems } from './html-problems';

const webDist = useBuiltWeb('drone-gallery-page-');
const { call, url } = adminApi(() => ({ webDist }));
const nextDate = dateAllocator(3870);

/** A booking with five photos (their sizes made) in its gallery, delivered by the owner. */
async function deliveredGallery(fields: Partial<Booking> = {}) {
  const booking = await createBooking(
    bookingInput({
      user_id: uniqueId('galleri'),
      user_email: `${uniqueId('galleri')}@example.dk`,
      booking_date: nextDate(),
      booking_time: '10:00',
      payment_status: 'paid',
      payment_method: 'cash',
      ...fields,
    }),
  );
  const keys: string[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const key = await arrivedPhoto(booking.id, 1600, 1000);
    keys.push(key);
    const added = await call<OwnerGallery>(
      'POST',
      `/api/admin/bookings/${booking.id}/gallery/files`,
      { key, file_name: `foto-${n}.jpg` },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const delivered = await call('PATCH', `/api/admin/bookings/${booking.id}`, {
    deliver_gallery: true,
    deliver_before_shoot: true,
  });
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  return { bookingId: booking.id, keys, link: new URL(galleryLink(booking.id)) };
}

async function page(link: URL) {
  const answer = await fetch(`${url()}${link.pathname}${link.search}`);
  return {
    status: answer.status,
    cache: answer.headers.get('cache-control'),
    robots: answer.headers.get('x-robots-tag'),
    html: await answer.text(),
  };
}

const problemsOf = (html: string) => htmlProblems(html, 'galleri.html');

/** The page's <img> tags, lower-cased (HTML's attribute names are; Preact writes `fetchPriority`). */
const imgTags = (html: string) =>
  (html.match(/<img [^>]*>/g) ?? []).map((tag) => tag.toLowerCase());

describe('the gallery page by its signed link', () => {
  it('arrives with its photos: the first at once and first, the rest lazily', async () => {
    const { link } = await deliveredGallery();
    const { status, cache, robots, html } = await page(link);
    expect(status).toBe(200);
    expect(cache).toBe('private, no-store');
    expect(robots).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('id="ssr-state"');
    const images = imgTags(html).filter((tag) => tag.includes('srcset='));
    expect(images).toHaveLength(5);
    for (const tag of images) expect(tag).toMatch(/ sizes="[^"]+"/);
    expect(images.filter((tag) => tag.includes('fetchpriority="high"'))).toHaveLength(1);
    expect(images[0]).toContain('fetchpriority="high"');
    expect(images.filter((tag) => tag.includes('loading="eager"'))).toHaveLength(1);
    expect(images.filter((tag) => tag.includes('loading="lazy"'))).toHaveLength(4);
    // No app script holds up the first photo: the inline loader adds it after the paint.
    expect(html).not.toMatch(/<script type="module"/);
    expect(await problemsOf(html)).toEqual([]);
  });

  it('shows only the watermarked previews while the downloads wait for payment', async () => {
    const { keys, link } = await deliveredGallery({
      payment_status: 'awaiting_payment',
      download_payment: 'required',
      price: 1499,
    });
    const { status, html } = await page(link);
    expect(status).toBe(200);
    expect(html).toContain(customerGalleryTexts.photosLabel);
    expect(html).toContain('Betal nu');
    const images = imgTags(html);
    expect(images.filter((tag) => tag.includes('-preview'))).toHaveLength(5);
    // One size: neither `srcset` nor `sizes` (the W3C checker refuses `sizes` alone).
    for (const tag of images) expect(tag).not.toMatch(/ (srcset|sizes)=/);
    for (const key of keys) expect(html).not.toContain(encodeURI(key));
    for (const key of keys) expect(html).not.toContain(key);
    expect(await problemsOf(html)).toEqual([]);
  });

  it('answers a closed delivery with 410 and the Danish message', async () => {
    const { bookingId, link } = await deliveredGallery();
    await changeDelivery(bookingId, ({ version: _version, ...delivery }) => ({
      ...delivery,
      open_until: new Date(Date.now() - 86_400_000).toISOString(),
    }));
    const { status, cache, html } = await page(link);
    expect(status).toBe(410);
    expect(cache).toBe('private, no-store');
    expect(html).toContain('Leveringen er lukket.');
    expect(html).not.toContain('srcset=');
  });

  it('answers a forged link in Danish, without any photo', async () => {
    const { link } = await deliveredGallery();
    link.searchParams.set('sig', 'x'.repeat(43));
    const { status, html } = await page(link);
    expect([403, 404]).toContain(status);
    expect(html).toContain(customerGalleryTexts.invalidLink);
    expect(html).not.toContain('srcset=');
  });
});
