/**
 * `GET /api/bookings/{id}/delivery?expires=&sig=`: the customer's 30-day link to the
 * delivered files answers a redirect to a presigned download of five minutes; refused (402)
 * while the booking's downloads wait for its payment (decision 0041).
 */
import { fileExtension } from '@shared/domain/uploads';
import { deliveryLinkTexts } from '@shared/texts/delivery-link';
import { requireOpenDelivery } from './delivery-lifetime';
import { requireDeliveryLink } from './delivery-link';
import { deliveryKeyOf, getBooking } from '@functions/stores/booking/booking-items';
import { requireDownloadsOpen } from './download-lock';
import { notFound } from '@functions/lib/errors';
import { respond, type InputOf } from '@functions/lib/http';
import { presignGet } from '@functions/lib/storage';

export async function downloadDelivery({ params, query }: InputOf<'downloadDelivery'>) {
  requireDeliveryLink(params.id, query);
  const booking = await getBooking(params.id);
  if (!booking || booking.deleted_at) throw notFound(deliveryLinkTexts.invalid);
  await requireOpenDelivery(params.id);
  await requireDownloadsOpen(booking);
  const key = await deliveryKeyOf(params.id);
  if (!key) throw notFound(deliveryLinkTexts.invalid);
  const url = await presignGet('private', key, `dronefoto-levering${fileExtension(key)}`, 5 * 60);
  return respond({ status: 302, headers: { location: url, 'cache-control': 'no-store' } });
}
