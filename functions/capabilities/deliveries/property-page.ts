/**
 * A delivery's property page ('Ejendomsside', issue 45, decision 0034): the owner chooses per
 * booking whether it is branded and makes, renews or closes its share link (an unguessable
 * token); whoever holds the link reads the photos and videos (presigned for an hour) by the
 * token, as the page renderer does (web/src/server/property-page.ts). An unbranded page's
 * answer carries nothing of the business.
 */
import type { Booking } from '@shared/api/entities';
import type { PropertyPage } from '@shared/api/property-page';
import { fittedSize, type MadeSize } from '@shared/domain/gallery/gallery-files';
import { sizedFileName } from '@shared/domain/gallery/gallery-archive';
import { isPropertyToken } from '@shared/site/property-page';
import { propertyPageTexts as t } from '@shared/texts/property-page';
import { businessMailName } from '@functions/capabilities/mails/mail-brand';
import { notFound } from '@functions/lib/errors';
import { respond, type InputOf } from '@functions/lib/http';
import { presignGet } from '@functions/lib/storage';
import { getBooking } from '@functions/stores/booking/booking-items';
import { bookingOfPropertyToken, getDelivery } from '@functions/stores/deliveries';
import { getGallery } from '@functions/stores/gallery';
import { requireOpenDelivery } from './delivery-lifetime';
import { deliveryBranded } from './property-branding';

/**
 * Whether the booking's page is branded: the owner's choice, else the firm's default. An
 * unbranded page's closed answer names nobody either.
 */
const brandedPage = async (booking: Booking | undefined) =>
  booking ? deliveryBranded(booking, await getDelivery(booking.id)) : true;

/** How long the page's image and video links work: a visitor may keep the page open a while. */
export const propertyLinkSeconds = 60 * 60;

/** The booking of an open share link, or the Danish 404. */
async function bookingOfLink(token: string): Promise<string> {
  const bookingId = isPropertyToken(token) ? await bookingOfPropertyToken(token) : undefined;
  const booking = bookingId ? await getBooking(bookingId) : undefined;
  if (!bookingId || !booking || booking.deleted_at) throw notFound(t.notFound);
  return bookingId;
}

export async function getPropertyPage({
  params,
}: InputOf<'getPropertyPage'>): Promise<PropertyPage> {
  const bookingId = await bookingOfLink(params.token);
  const booking = await getBooking(bookingId);
  const branded = await brandedPage(booking);
  await requireOpenDelivery(bookingId, { anonymous: () => !branded });
  const gallery = await getGallery(bookingId);
  const sign = (key: string, name: string) => presignGet('private', key, name, propertyLinkSeconds);
  const made = async (
    file: (typeof gallery.files)[number],
    size: Exclude<MadeSize, 'thumbnail'>,
  ): Promise<{ url: string; width: number }> => {
    const key = (size === 'web' ? file.web_key : file.social_key) ?? file.key;
    const width =
      file.width && file.height ? fittedSize(file.width, file.height, size).width : 1080;
    return { url: await sign(key, sizedFileName(file.file_name, size)), width };
  };
  const thumbnailOf = async (file: (typeof gallery.files)[number], key: string) => ({
    url: await sign(key, file.file_name),
    width: file.width && file.height ? fittedSize(file.width, file.height, 'thumbnail').width : 720,
  });
  const photos = await Promise.all(
    gallery.files
      .filter((file) => file.kind === 'photo')
      .map(async (file) => ({
        id: file.id,
        file_name: file.file_name,
        width: file.width,
        height: file.height,
        web: await made(file, 'web'),
        social: await made(file, 'social'),
        ...(file.thumbnail_key ? { thumbnail: await thumbnailOf(file, file.thumbnail_key) } : {}),
      })),
  );
  const videos = await Promise.all(
    gallery.files
      .filter((file) => file.kind === 'video')
      .map(async (file) => ({
        id: file.id,
        file_name: file.file_name,
        url: await sign(file.key, file.file_name),
      })),
  );
  const cover = photos.find((photo) => photo.id === gallery.cover_id) ?? photos[0];
  return {
    title: booking?.address ?? '',
    photos,
    videos,
    cover_path: cover ? `/api/property/${params.token}/cover` : null,
    ...(branded ? { business: { name: await businessMailName() } } : {}),
  };
}

/**
 * The cover's 'Sociale medier' size at a lasting address (the page's `og:image`): a link
 * preview fetched days after the page was shared still finds it.
 */
export async function getPropertyCover({ params }: InputOf<'getPropertyCover'>) {
  const bookingId = await bookingOfLink(params.token);
  const branded = await brandedPage(await getBooking(bookingId));
  await requireOpenDelivery(bookingId, { anonymous: () => !branded });
  const gallery = await getGallery(bookingId);
  const photos = gallery.files.filter((file) => file.kind === 'photo');
  const cover = photos.find((file) => file.id === gallery.cover_id) ?? photos[0];
  if (!cover) throw notFound(t.empty);
  const url = await presignGet(
    'private',
    cover.social_key ?? cover.key,
    sizedFileName(cover.file_name, 'social'),
    10 * 60,
  );
  return respond({
    status: 302,
    headers: { location: url, 'cache-control': 'public, max-age=300' },
  });
}
