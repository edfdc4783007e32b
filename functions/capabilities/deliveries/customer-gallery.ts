/**
 * The customer's side of a booking's gallery (decision 0034): for the booking's own customer
 * (signed in) or whoever holds the booking's signed delivery link (the mail). Each file comes
 * with presigned downloads of a few minutes per size, named after the file and the size; a
 * booking without a gallery, someone else's booking and a wrong or expired link get Danish
 * answers.
 */
import type { CustomerGallery } from '@shared/api/gallery';
import { sizedFileName } from '@shared/domain/gallery/gallery-archive';
import { bookingTexts } from '@shared/texts/booking';
import { deliveryLinkTexts } from '@shared/texts/delivery-link';
import { notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { presignGet } from '@functions/lib/storage';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getGallery, type Gallery } from '@functions/stores/gallery';
import type { Delivery } from '@functions/stores/deliveries';
import { requireOpenDelivery } from './delivery-lifetime';
import { checkDeliveryLink, requireDeliveryLink } from './delivery-link';

/** How long a download or preview link of the customer's gallery works. */
export const customerLinkSeconds = 10 * 60;

async function customerView(gallery: Gallery): Promise<CustomerGallery> {
  const sign = (key: string, name: string) => presignGet('private', key, name, customerLinkSeconds);
  const files = await Promise.all(
    gallery.files.map(async (file) => {
      const [print, web, social] = await Promise.all([
        sign(file.key, file.file_name),
        file.web_key ? sign(file.web_key, sizedFileName(file.file_name, 'web')) : undefined,
        file.social_key
          ? sign(file.social_key, sizedFileName(file.file_name, 'social'))
          : undefined,
      ]);
      return {
        id: file.id,
        kind: file.kind,
        file_name: file.file_name,
        width: file.width,
        height: file.height,
        preview_url: web ?? print,
        downloads: { print, web, social },
      };
    }),
  );
  return { files, cover_id: gallery.cover_id, links_valid_seconds: customerLinkSeconds };
}

/**
 * The caller's own booking's open delivery, or the Danish 404 (someone else's booking reads
 * as unknown) or the closed delivery's 410.
 */
export async function requireCustomerBooking(bookingId: string, userId: string): Promise<Delivery> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.user_id !== userId || booking.deleted_at) {
    throw notFound(bookingTexts.bookingNotFound);
  }
  return requireOpenDelivery(bookingId);
}

/**
 * A booking's open delivery by its delivery link, or the link's Danish 404 or 410. A delivery
 * with a lifetime is open as long as that says (the owner may have extended it past the
 * link's own 30 days).
 */
export async function requireLinkedBooking(
  bookingId: string,
  query: { expires: string; sig: string },
): Promise<Delivery> {
  const check = checkDeliveryLink(bookingId, query.expires, query.sig);
  if (check === 'invalid') throw notFound(deliveryLinkTexts.invalid);
  const booking = await getBooking(bookingId);
  if (!booking || booking.deleted_at) throw notFound(deliveryLinkTexts.invalid);
  const delivery = await requireOpenDelivery(bookingId);
  if (check === 'expired' && !delivery.open_until) requireDeliveryLink(bookingId, query);
  return delivery;
}

export async function getMyGallery({ params, caller }: InputOf<'getMyGallery'>) {
  const delivery = await requireCustomerBooking(params.id, caller.userId);
  return { ...(await customerView(await getGallery(params.id))), ...openUntilOf(delivery) };
}

export async function getLinkedGallery({ params, query }: InputOf<'getLinkedGallery'>) {
  const delivery = await requireLinkedBooking(params.id, query);
  return { ...(await customerView(await getGallery(params.id))), ...openUntilOf(delivery) };
}

/** 'Åben til …': the delivery's closing moment, when it has one. */
const openUntilOf = (delivery: Delivery) =>
  delivery.open_until ? { open_until: delivery.open_until } : {};
