/**
 * The customer's side of a booking's gallery (decision 0034): for the booking's own customer
 * (signed in) or whoever holds the booking's signed delivery link (the mail). Each file comes
 * with presigned downloads of a few minutes per size, named after the file and the size; a
 * booking without a gallery, someone else's booking and a wrong or expired link get Danish
 * answers.
 */
import type { CustomerGallery } from '@shared/api/gallery';
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

/** `Facade.JPG` as 'Web' → `Facade-web.jpg`. */
const downloadName = (fileName: string, size: 'web' | 'social') =>
  `${fileName.replace(/\.[^.]+$/, '')}-${size}.jpg`;

async function customerView(gallery: Gallery): Promise<CustomerGallery> {
  const sign = (key: string, name: string) => presignGet('private', key, name, customerLinkSeconds);
  const files = await Promise.all(
    gallery.files.map(async (file) => {
      const [print, web, social] = await Promise.all([
        sign(file.key, file.file_name),
        file.web_key ? sign(file.web_key, downloadName(file.file_name, 'web')) : undefined,
        file.social_key ? sign(file.social_key, downloadName(file.file_name, 'social')) : undefined,
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

export async function getMyGallery({ params, caller }: InputOf<'getMyGallery'>) {
  const booking = await getBooking(params.id);
  if (!booking || booking.user_id !== caller.userId || booking.deleted_at) {
    throw notFound(bookingTexts.bookingNotFound);
  }
  return customerView(await getGallery(params.id));
}

export async function getLinkedGallery({ params, query }: InputOf<'getLinkedGallery'>) {
  requireDeliveryLink(params.id, query);
  const booking = await getBooking(params.id);
  if (!booking || booking.deleted_at) throw notFound(deliveryLinkTexts.invalid);
  return customerView(await getGallery(params.id));
}
