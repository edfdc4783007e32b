/**
 * The admin's booking actions (product §4): mark a waiting booking paid, complete a paid one,
 * and the edit form (the four payment statuses, the method, the delivery). A new or changed
 * delivery sends the customer the completion e-mail with the files' link and a fresh rating
 * link, queued in the outbox with the change (functions/capabilities/mails/outbox.ts). Delivered files go straight from the browser to the private bucket (a presigned PUT
 * under the booking's folder); the server checks what arrived before it is saved.
 */
import { deliveryOpened } from '@functions/capabilities/deliveries/delivery-lifetime';
import { randomUUID } from 'node:crypto';
import type { AdminBookingAnswer } from '@shared/api/admin';
import type { Booking } from '@shared/api/entities';
import { completeRefusal } from '@shared/domain/booking-lifecycle/status';
import { shootHasStarted } from '@shared/domain/booking-lifecycle/shoot';
import { isPaid } from '@shared/domain/booking-lifecycle/money';
import { receiptDue } from '@shared/domain/booking-lifecycle/documents';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { adminBookingTexts, ownerChangeTexts } from '@shared/texts/admin-bookings';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';
import { getBooking } from '@functions/stores/booking/booking-items';
import {
  BookingStateError,
  type OwnerEdit,
  completed as completeStored,
  markedPaid as markStoredPaid,
  ownerEdited,
} from '@functions/stores/booking/booking-changes';
import { deliveryKeyOf } from '@functions/stores/booking/booking-items';
import { NotFoundError } from '@functions/data/errors';
import { conflict, HttpError, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { deleteObject } from '@functions/lib/storage';
import { startPrivateUpload, verifyUpload } from '@functions/capabilities/uploads/uploads';
import { newRatingLink } from '@functions/capabilities/ratings/rating-link';
import { invoiceStatusSet } from '@functions/stores/booking/booking-changes';
import { payInvoiceOutOfBand } from '@functions/capabilities/payments/booking-invoice';
import { issueReceiptAfterPayment } from '@functions/capabilities/receipts/receipts';
import { completionCopyMail, completionMail } from '@functions/capabilities/mails/delivery';
import { deliveryCopyRecipients } from '@functions/capabilities/firms/delivery-copies';
import { businessMailName } from '@functions/capabilities/mails/mail-brand';
import { queueMail } from '@functions/stores/mail-outbox';
import { assertFirmInvoiceApproved } from '@functions/capabilities/firms/booking-firm';
import { deliveryLink, galleryLink } from '@functions/capabilities/deliveries/delivery-link';
import { getGallery } from '@functions/stores/gallery';
import { galleryTexts } from '@shared/texts/gallery';

const t = adminBookingTexts;

/** The folder of a booking's delivered files in the private bucket. */
export const deliveryFolder = (bookingId: string) => `deliveries/${bookingId}`;

async function existingBooking(id: string): Promise<Booking> {
  const booking = await getBooking(id);
  if (!booking || booking.deleted_at) throw notFound(t.bookingNotFound);
  return booking;
}

async function withStateMessages<T>(
  change: () => Promise<T>,
  refusal: (current: Booking) => string,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(t.bookingNotFound);
    if (error instanceof BookingStateError) throw conflict(refusal(error.current), 'booking_state');
    throw error;
  }
}

/**
 * 'Markér som betalt', then the booking's receipt (issued and mailed once; a failure is
 * logged and the customer's profile issues it later). Answers the booking with its number.
 */
export async function markBookingPaid(input: InputOf<'markBookingPaid'>): Promise<Booking> {
  const paid = await markPaid(input);
  await issueReceiptAfterPayment(paid.id);
  return (await getBooking(paid.id)) ?? paid;
}

/**
 * A booking paid by invoice (a bank transfer, say) has its Stripe invoice marked paid out of
 * band first, so Stripe and the site never disagree; Stripe's own invoice.paid event then
 * finds the booking paid and only records the invoice's state.
 */
async function markPaid({ params }: InputOf<'markBookingPaid'>): Promise<Booking> {
  const booking = await existingBooking(params.id);
  const invoice = booking.invoice;
  if (invoice && invoice.status !== 'paid' && !isPaid(booking)) {
    try {
      await payInvoiceOutOfBand(booking.id, invoice.id);
    } catch (error) {
      logger.error('invoice_paid_out_of_band_failed', { bookingId: booking.id, error });
      throw new HttpError(502, t.invoiceNotMarkedPaid, 'invoice_not_marked_paid');
    }
    await invoiceStatusSet(booking.id, 'paid');
    try {
      return await markStoredPaid(params.id);
    } catch (error) {
      // Stripe's invoice.paid (sent for the out-of-band payment) may have marked it paid.
      const current = await getBooking(booking.id);
      if (error instanceof BookingStateError && current && isPaid(current)) return current;
      throw error;
    }
  }
  return withStateMessages(
    () => markStoredPaid(params.id),
    () => t.notPending,
  );
}

/**
 * 'Gennemfør': a paid booking, once its shoot has started (product §4), completed only while
 * it is still at the time that had come (a move meanwhile refuses it).
 */
export async function completeBooking({ params }: InputOf<'completeBooking'>): Promise<Booking> {
  const booking = await existingBooking(params.id);
  if (completeRefusal(booking, new Date()) === 'not_started') {
    throw conflict(
      fillText(ownerChangeTexts.notStartedYet, {
        date: formatDanishDate(booking.booking_date),
        time: formatTime24(booking.booking_time),
      }),
      'not_started',
    );
  }
  return withStateMessages(
    () => completeStored(params.id, booking),
    (current) => {
      if (current.is_completed) return t.alreadyCompleted;
      if (current.cancelled_at) return bookingChangeTexts.alreadyCancelled;
      const moved =
        current.booking_date !== booking.booking_date ||
        current.booking_time !== booking.booking_time;
      return moved ? bookingChangeTexts.bookingChangedMeanwhile : t.notPaid;
    },
  );
}

export async function startDeliveryUpload({ params, body }: InputOf<'startDeliveryUpload'>) {
  await existingBooking(params.id);
  return startPrivateUpload(deliveryFolder(params.id), {
    kind: 'archive',
    fileName: body.file_name,
    size: body.size,
    contentType: body.content_type,
  });
}

/**
 * The delivery the form asks for, checked: the booking's gallery (its page's signed link), a
 * pasted link, or an uploaded file of this booking.
 */
async function deliveryOf(
  bookingId: string,
  body: InputOf<'updateBooking'>['body'],
): Promise<OwnerEdit['delivery']> {
  if (body.deliver_gallery === true) {
    const gallery = await getGallery(bookingId);
    if (gallery.files.length === 0) throw conflict(galleryTexts.nothingToDeliver, 'gallery_empty');
    return { url: galleryLink(bookingId), key: null };
  }
  if (body.delivery_key !== undefined) {
    if (!body.delivery_key.startsWith(`${deliveryFolder(bookingId)}/`)) {
      throw new HttpError(400, t.uploadOutsideBooking, 'upload_outside_booking');
    }
    await verifyUpload('private', body.delivery_key, 'archive');
    return { url: deliveryLink(bookingId), key: body.delivery_key };
  }
  if (body.zip_file_url === undefined) return undefined;
  return body.zip_file_url === null ? null : { url: body.zip_file_url, key: null };
}

/**
 * The delivery's mail (the files' link and a fresh rating link), queued in the outbox with
 * the change that sets the delivery; each new delivery mails once.
 */
function completionMailQueued(
  booking: Booking,
  download: string,
  rating: string,
  businessName: string,
  gallery: boolean,
) {
  return queueMail({
    id: `booking-delivered#${booking.id}#${randomUUID()}`,
    mail: completionMail(booking, { download, rating, gallery }, businessName),
    to: [booking.user_email],
    bookingId: booking.id,
  });
}

/** The copy of the delivery mail to the firm's administrators, when the firm wants one. */
async function completionCopyQueued(
  booking: Booking,
  download: string,
  businessName: string,
  gallery: boolean,
) {
  const copy = await deliveryCopyRecipients(booking);
  if (!copy) return [];
  return [
    queueMail({
      id: `booking-delivered-copy#${booking.id}#${randomUUID()}`,
      mail: completionCopyMail(
        booking,
        { download, gallery },
        { firm: copy.firmName, business: businessName },
      ),
      to: copy.to,
    }),
  ];
}

export async function updateBooking({
  params,
  body,
}: InputOf<'updateBooking'>): Promise<AdminBookingAnswer> {
  const before = await existingBooking(params.id);
  // 'Faktura' by agreement only, also when the owner changes the method (decision 0035).
  if (body.payment_method === 'invoice' && before.payment_method !== 'invoice')
    await assertFirmInvoiceApproved(before.firm?.id);
  const previousKey = await deliveryKeyOf(params.id);
  const delivery = await deliveryOf(params.id, body);
  const newDelivery =
    delivery !== undefined &&
    delivery !== null &&
    (delivery.url !== before.zip_file_url || delivery.key !== (previousKey ?? null))
      ? delivery
      : undefined;
  // The rating link goes with the delivery: before the shoot only when the owner confirmed.
  if (newDelivery && !shootHasStarted(before, new Date()) && body.deliver_before_shoot !== true) {
    throw conflict(
      fillText(t.deliveryBeforeShoot, {
        product: before.product_name,
        date: formatDanishDate(before.booking_date),
        time: formatTime24(before.booking_time),
      }),
      'delivery_before_shoot',
    );
  }
  // A new delivery mails the customer its link and a fresh rating link, with the change.
  const rating = newDelivery && newRatingLink(params.id);
  const businessName = newDelivery ? await businessMailName() : '';
  const change = {
    payment_status: body.payment_status,
    payment_method: body.payment_method,
    delivery,
  };
  const delivered = newDelivery && {
    ...before,
    payment_status: change.payment_status ?? before.payment_status,
    zip_file_url: newDelivery.url,
  };
  const gallery = body.deliver_gallery === true;
  const booking = await ownerEdited(
    params.id,
    { ...change, ...(rating ? { ratingToken: rating.token } : {}) },
    delivered && rating
      ? [
          completionMailQueued(
            delivered,
            delivered.zip_file_url,
            rating.url,
            businessName,
            gallery,
          ),
          ...(await completionCopyQueued(delivered, delivered.zip_file_url, businessName, gallery)),
        ]
      : [],
  );
  // A delivered gallery is open for the owner's number of days from now (decision 0034).
  if (newDelivery && body.deliver_gallery === true) await deliveryOpened(params.id);
  // A replaced or removed uploaded file is deleted (a kept key stays).
  if (previousKey && delivery !== undefined && delivery?.key !== previousKey) {
    await deleteObject('private', previousKey).catch((error: unknown) =>
      logger.warn('old_delivery_not_deleted', { bookingId: params.id, error }),
    );
  }
  // Paid now and without a receipt (marked paid in the form): its receipt is issued.
  const receipt = receiptDue(booking);
  if (receipt) await issueReceiptAfterPayment(booking.id);
  const answer = receipt ? ((await getBooking(booking.id)) ?? booking) : booking;
  return { booking: answer, completion_mail: newDelivery ? 'sent' : 'none' };
}
