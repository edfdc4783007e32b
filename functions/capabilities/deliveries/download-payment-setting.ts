/**
 * The owner's 'Betaling før download' on a booking (decision 0041): read with its firm's
 * setting and whether the booking's downloads are locked now, and set (required, not
 * required, or as the firm says). A cancelled or deleted booking answers Danish 409 / 404.
 */
import type { Booking } from '@shared/api/entities';
import type { DownloadPaymentSetting } from '@shared/api/download-payment';
import { downloadsLocked } from '@shared/domain/booking-lifecycle/downloads';
import { adminBookingTexts } from '@shared/texts/admin-bookings';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { NotFoundError } from '@functions/data/errors';
import { conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { BookingStateError, downloadPaymentSet } from '@functions/stores/booking/booking-changes';
import { firmSettingOf } from './download-lock';
import { existingGalleryBooking } from './owner-gallery';

async function settingOf(booking: Booking): Promise<DownloadPaymentSetting> {
  const firm = await firmSettingOf(booking);
  return {
    download_payment: booking.download_payment ?? null,
    firm_setting: firm ? (firm.payment_before_download ?? false) : null,
    locked: downloadsLocked(booking, firm),
  };
}

export async function getDownloadPayment({ params }: InputOf<'getDownloadPayment'>) {
  return settingOf(await existingGalleryBooking(params.id));
}

export async function setDownloadPayment({ params, body }: InputOf<'setDownloadPayment'>) {
  await existingGalleryBooking(params.id);
  try {
    return await settingOf(await downloadPaymentSet(params.id, body.download_payment));
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(adminBookingTexts.bookingNotFound);
    if (error instanceof BookingStateError)
      throw conflict(bookingChangeTexts.alreadyCancelled, 'booking_state');
    throw error;
  }
}
