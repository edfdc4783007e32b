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
import { requireDeliveryLink } from './delivery-link';

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

/** The caller's own booking, or the Danish 404 (someone else's booking reads as unknown). */
export async function requireCustomerBooking(bookingId: string, userId: string): Promise<void> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.user_id !== userId || booking.deleted_at) {
    throw notFound(bookingTexts.bookingNotFound);
  }
}

/** A booking by its delivery link, or the link's Danish 404 or 410. */
export async function requireLinkedBooking(
  bookingId: string,
  query: { expires: string; sig: string },
): Promise<void> {
  requireDeliveryLink(bookingId, query);
  const booking = await getBooking(bookingId);
  if (!booking || booking.deleted_at) throw notFound(deliveryLinkTexts.invalid);
}

export async function getMyGallery({ params, caller }: InputOf<'getMyGallery'>) {
  await requireCustomerBooking(params.id, caller.userId);
  return customerView(await getGallery(params.id));
}

export async function getLinkedGallery({ params, query }: InputOf<'getLinkedGallery'>) {
  await requireLinkedBooking(params.id, query);
  return customerView(await getGallery(params.id));
}
