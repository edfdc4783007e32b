/**
 * A delivery's property page ('Ejendomsside', issue 45) through the twin's gateway and the
 * page renderer, built here as `npm run build:web` builds it: the owner makes its share link,
 * the page arrives as HTML with the photos in their made sizes and the videos, an absolute
 * `og:image` (the cover's social size at a lasting address) and `noindex` in the page and its
 * header, valid HTML. Branded it names the business and links to the site; unbranded it holds
 * none of the business's name, e-mail or phone and no link at all. A renewed or closed link
 * no longer opens the page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import type { BusinessSettingsBody, StoredBusinessSettings } from '@shared/api/business-settings';
import type { OwnerGallery } from '@shared/api/gallery';
import type { DeliveryTerms } from '@shared/api/property-page';
import { businessSettingsKey } from '@functions/data/keys';
import { deleteItem } from '@functions/data/store';
import { getBusinessSettings, saveBusinessSettings } from '@functions/stores/business-settings';
import { createBooking } from '@functions/stores/booking/booking-days';
import { changeGallery } from '@functions/stores/gallery';
import { changeDelivery } from '@functions/stores/deliveries';
import { firmOf, frozenFirmOf, tableBookingOf } from '@tests/support/firms';
import { arrivedPhoto } from '@tests/support/gallery-files';
import { bookingInput, dateAllocator, uniqueId } from '@tests/support/table-data';
import { adminApi } from './admin-api';
import { tokenCall } from './gateway-call';
import { useBuiltWeb } from './built-web';
import { htmlProblems } from './html-problems';
import { createTestUser } from './users';

const webDist = useBuiltWeb('drone-property-');

const business: BusinessSettingsBody = {
  business_name: 'Ejendomsfoto Vestjylland ApS',
  business_address: 'Torvet 3, 6700 Esbjerg',
  cvr: '27182818',
  cancellation_cutoff_hours: 48,
  contact_email: 'kontakt@ejendomsfoto.dk',
  contact_phone: '+45 75 12 34 56',
};
let saved: StoredBusinessSettings | undefined;

beforeAll(async () => {
  saved = await getBusinessSettings();
  await saveBusinessSettings(business);
});
afterAll(async () => {
  if (saved) await saveBusinessSettings(saved);
  else await deleteItem(businessSettingsKey);
});

const { call, url } = adminApi(() => ({ webDist }));
const nextDate = dateAllocator(3830);

const bookingFields = () => ({
  booking_date: nextDate(),
  booking_time: '10:00',
  payment_status: 'paid' as const,
  payment_method: 'cash' as const,
  address: 'Strandvejen 12, 6700 Esbjerg',
});

/**
 * A paid booking (private, or `made` as a firm's) whose gallery holds two photos (their sizes
 * made) and a video.
 */
async function bookingWithGallery(
  made: () => Promise<Booking> = () =>
    createBooking(bookingInput({ user_id: uniqueId('ejendom'), ...bookingFields() })),
): Promise<string> {
  const booking = await made();
  for (const name of ['facade.jpg', 'have.jpg']) {
    const added = await call<OwnerGallery>(
      'POST',
      `/api/admin/bookings/${booking.id}/gallery/files`,
      {
        key: await arrivedPhoto(booking.id, 3000, 2000),
        file_name: name,
      },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  await changeGallery(booking.id, (gallery) => ({
    cover_id: gallery.cover_id,
    files: [
      ...gallery.files,
      {
        id: randomUUID(),
        kind: 'video',
        file_name: 'overflyvning.mp4',
        content_type: 'video/mp4',
        size: 1024,
        key: `deliveries/${booking.id}/gallery/${randomUUID()}.mp4`,
        uploaded_at: new Date().toISOString(),
      },
    ],
  }));
  return booking.id;
}

const terms = (bookingId: string, body: unknown) =>
  call<DeliveryTerms>('PUT', `/api/admin/bookings/${bookingId}/delivery-terms`, body);

async function page(pageUrl: string) {
  const answer = await fetch(pageUrl.replace(/^https?:\/\/[^/]+/, url()));
  return {
    status: answer.status,
    robots: answer.headers.get('x-robots-tag'),
    html: await answer.text(),
  };
}

const problemsOf = (html: string) => htmlProblems(html, 'ejendom.html');

/** What both kinds of page have: the photos, the video, og:image, og:title and noindex. */
async function expectSharedPage(html: string, robots: string | null) {
  expect(html).toContain('<h1>Strandvejen 12, 6700 Esbjerg</h1>');
  expect(html.match(/<img /g)).toHaveLength(2);
  // Each photo in its made sizes, the thumbnail first (a phone's picture) and as `src`.
  const srcset = /<img src="[^"]*-thumbnail\.jpg[^"]*" srcset="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(srcset.split(', ').map((candidate) => candidate.split(' ').pop())).toEqual([
    '720w',
    '1080w',
    '2048w',
  ]);
  expect(html).toContain('<video');
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/[^"]+\/api\/property\/[\w-]{32}\/cover"/,
  );
  expect(html).toContain('<meta property="og:title" content="Strandvejen 12, 6700 Esbjerg"');
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(robots).toBe('noindex');
  expect(await problemsOf(html)).toEqual([]);
}

describe('the property page', () => {
  let bookingId = '';
  beforeAll(async () => {
    bookingId = await bookingWithGallery();
  });

  it('is branded by default: the business named and linked', async () => {
    const made = await terms(bookingId, { link: 'new' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ branded: true });
    expect(made.body.url).toMatch(/\/ejendom\/[\w-]{32}$/);
    const { status, robots, html } = await page(made.body.url!);
    expect(status).toBe(200);
    await expectSharedPage(html, robots);
    expect(html).toContain(business.business_name);
    expect(html).toMatch(/<a href="http/);
  });

  it('unbranded holds no business name, e-mail, phone or link out', async () => {
    const changed = await terms(bookingId, { branded: false });
    expect(changed.body.branded).toBe(false);
    const { status, robots, html } = await page(changed.body.url!);
    expect(status).toBe(200);
    await expectSharedPage(html, robots);
    expect(html).not.toContain(business.business_name);
    expect(html).not.toContain('Ejendomsfoto');
    expect(html).not.toContain(business.contact_email);
    expect(html).not.toContain('75 12 34 56');
    expect(html).not.toContain('+4575123456');
    expect(html).not.toMatch(/<a\s/);
    expect(html).not.toMatch(/href="http/);
  });

  it('answers its og:image with the cover in the social size', async () => {
    const { body } = await call<DeliveryTerms>(
      'GET',
      `/api/admin/bookings/${bookingId}/delivery-terms`,
    );
    const token = /[\w-]{32}$/.exec(body.url!)![0];
    const cover = await fetch(`${url()}/api/property/${token}/cover`, { redirect: 'manual' });
    expect(cover.status).toBe(302);
    expect(cover.headers.get('location')).toContain('-social.jpg');
  });

  it('opens no more by a renewed or closed link, and says so in Danish', async () => {
    const before = (
      await call<DeliveryTerms>('GET', `/api/admin/bookings/${bookingId}/delivery-terms`)
    ).body.url!;
    const renewed = await terms(bookingId, { link: 'new' });
    expect(renewed.body.url).not.toBe(before);
    const old = await page(before);
    expect(old.status).toBe(404);
    expect(old.html).toContain('Ejendomssiden findes ikke');
    expect(old.robots).toBe('noindex');
    expect((await page(renewed.body.url!)).status).toBe(200);
    const revoked = await terms(bookingId, { link: 'revoke' });
    expect(revoked.body.url).toBeNull();
    expect((await page(renewed.body.url!)).status).toBe(404);
  });
});

describe("a firm booking's property page", () => {
  it("follows its firm administrator's choice for the delivery", async () => {
    const boss = await createTestUser();
    const firm = await frozenFirmOf(await firmOf(boss), null);
    const bookingId = await bookingWithGallery(() => tableBookingOf(boss, firm, bookingFields()));
    await changeDelivery(bookingId, ({ version: _version, ...delivery }) => ({
      ...delivery,
      delivered_at: new Date().toISOString(),
    }));
    const made = await terms(bookingId, { link: 'new' });
    expect((await page(made.body.url!)).html).toContain(business.business_name);

    const choose = (branded: boolean) =>
      tokenCall(
        url(),
        'PUT',
        `/api/me/firm/bookings/${bookingId}/property-page`,
        boss.accessToken,
        {
          branded,
        },
      );
    expect((await choose(false)).status).toBe(200);
    const unbranded = await page(made.body.url!);
    await expectSharedPage(unbranded.html, unbranded.robots);
    expect(unbranded.html).not.toContain(business.business_name);
    expect(unbranded.html).not.toMatch(/<a\s/);

    expect((await choose(true)).status).toBe(200);
    const branded = await page(made.body.url!);
    expect(branded.html).toContain(business.business_name);
    expect(branded.html).toMatch(/<a href="http/);
  });
});
