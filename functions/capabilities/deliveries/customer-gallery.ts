/**
 * The customer's side of a booking's gallery (decision 0034): for the booking's own customer
 * (signed in) or whoever holds the booking's signed delivery link (the mail). Each file comes
 * with presigned downloads of a few minutes per size, named after the file and the size; a
 * booking without a gallery, someone else's booking and a wrong or expired link get Danish
 * answers. While the booking's downloads wait for its payment (decision 0041), the photos come
 * as watermarked previews only, the videos not at all, with what there is to pay.
 */
import type { Booking } from '@shared/api/entities';
import type { CustomerGallery, GalleryFile } from '@shared/api/gallery';
import { sizedFileName } from '@shared/domain/gallery/gallery-archive';
import { bookingTexts } from '@shared/texts/booking';
import { deliveryLinkTexts } from '@shared/texts/delivery-link';
import { notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { presignGet } from '@functions/lib/storage';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getGallery, type Gallery } from '@functions/stores/gallery';
import type { Delivery } from '@functions/stores/deliveries';
import { requireOpenDelivery } from './delivery-lifetime';
import { checkDeliveryLink, requireDeliveryLink } from './delivery-link';
import { downloadLockOf } from './download-lock';
import { ensureWatermarkedPreview, previewFileName } from './gallery-watermark';

/** How long a download or preview link of the customer's gallery works. */
export const customerLinkSeconds = 10 * 60;

type CustomerFile = CustomerGallery['files'][number];

const sign = (key: string, name: string) => presignGet('private', key, name, customerLinkSeconds);

/** What the customer sees of a file whatever its downloads. */
const shownFacts = (file: GalleryFile) => ({
  id: file.id,
  kind: file.kind,
  file_name: file.file_name,
  width: file.width,
  height: file.height,
});

/** A file with its downloads per size (the booking's downloads are open). */
async function openFile(file: GalleryFile): Promise<CustomerFile> {
  const [print, web, social, thumbnail] = await Promise.all([
    sign(file.key, file.file_name),
    file.web_key ? sign(file.web_key, sizedFileName(file.file_name, 'web')) : undefined,
    file.social_key ? sign(file.social_key, sizedFileName(file.file_name, 'social')) : undefined,
    file.thumbnail_key ? sign(file.thumbnail_key, file.file_name) : undefined,
  ]);
  return {
    ...shownFacts(file),
    preview_url: web ?? print,
    ...(thumbnail ? { thumbnail_url: thumbnail } : {}),
    downloads: { print, web, social },
  };
}

/**
 * A photo of a locked gallery (decision 0041): only its watermarked preview, no download; the
 * originals, sizes and videos are never signed while the booking waits for its payment.
 */
async function lockedPhoto(file: GalleryFile): Promise<CustomerFile | undefined> {
  let preview: string;
  try {
    preview = await ensureWatermarkedPreview(file);
  } catch (error) {
    // An original that cannot be read shows nothing rather than failing the whole gallery.
    logger.warn('gallery_preview_not_made', { key: file.key, error });
    return undefined;
  }
  return {
    ...shownFacts(file),
    preview_url: await sign(preview, previewFileName(file.file_name)),
    downloads: {},
  };
}

async function customerView(booking: Booking, gallery: Gallery): Promise<CustomerGallery> {
  const lock = await downloadLockOf(booking);
  const base = { cover_id: gallery.cover_id, links_valid_seconds: customerLinkSeconds };
  if (!lock.locked) {
    return { ...base, files: await Promise.all(gallery.files.map(openFile)), payment_due: null };
  }
  const photos = gallery.files.filter((file) => file.kind === 'photo');
  return {
    ...base,
    files: (await Promise.all(photos.map(lockedPhoto))).filter((file) => file !== undefined),
    payment_due: {
      amount: booking.price,
      can_pay: lock.canPay,
      videos_waiting: gallery.files.length - photos.length,
    },
  };
}

/** A booking with its delivery, open (its lifetime not over). */
interface OpenDelivery {
  booking: Booking;
  delivery: Delivery;
}

/**
 * The caller's own booking and its open delivery, or the Danish 404 (someone else's booking
 * reads as unknown) or the closed delivery's 410.
 */
async function customerDelivery(bookingId: string, userId: string): Promise<OpenDelivery> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.user_id !== userId || booking.deleted_at) {
    throw notFound(bookingTexts.bookingNotFound);
  }
  return { booking, delivery: await requireOpenDelivery(bookingId) };
}

/** The caller's own booking whose delivery is open (see `customerDelivery`). */
export async function requireCustomerBooking(bookingId: string, userId: string): Promise<Booking> {
  return (await customerDelivery(bookingId, userId)).booking;
}

/**
 * A booking and its open delivery by its delivery link, or the link's Danish 404 or 410. A
 * delivery with a lifetime is open as long as that says (the owner may have extended it past
 * the link's own 30 days).
 */
async function linkedDelivery(
  bookingId: string,
  query: { expires: string; sig: string },
): Promise<OpenDelivery> {
  const check = checkDeliveryLink(bookingId, query.expires, query.sig);
  if (check === 'invalid') throw notFound(deliveryLinkTexts.invalid);
  const booking = await getBooking(bookingId);
  if (!booking || booking.deleted_at) throw notFound(deliveryLinkTexts.invalid);
  const delivery = await requireOpenDelivery(bookingId);
  if (check === 'expired' && !delivery.open_until) requireDeliveryLink(bookingId, query);
  return { booking, delivery };
}

/** A booking by its delivery link whose delivery is open (see `linkedDelivery`). */
export async function requireLinkedBooking(
  bookingId: string,
  query: { expires: string; sig: string },
): Promise<Booking> {
  return (await linkedDelivery(bookingId, query)).booking;
}

export async function getMyGallery({ params, caller }: InputOf<'getMyGallery'>) {
  const { booking, delivery } = await customerDelivery(params.id, caller.userId);
  return {
    ...(await customerView(booking, await getGallery(params.id))),
    ...openUntilOf(delivery),
  };
}

export async function getLinkedGallery({ params, query }: InputOf<'getLinkedGallery'>) {
  const { booking, delivery } = await linkedDelivery(params.id, query);
  return {
    ...(await customerView(booking, await getGallery(params.id))),
    ...openUntilOf(delivery),
  };
}

/** 'Åben til …': the delivery's closing moment, when it has one. */
const openUntilOf = (delivery: Delivery) =>
  delivery.open_until ? { open_until: delivery.open_until } : {};
