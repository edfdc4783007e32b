/**
 * Payment before download on the server (decision 0041): the lifecycle module decides whether
 * a booking's downloads are locked (shared/domain/booking-lifecycle/downloads.ts); this reads
 * what it needs (the booking's firm's setting) and refuses a locked download in Danish.
 */
import type { Booking } from '@shared/api/entities';
import {
  canPayForDownloads,
  downloadsLocked,
  type FirmDownloadSetting,
} from '@shared/domain/booking-lifecycle/downloads';
import { downloadPaymentTexts as t } from '@shared/texts/download-payment';
import { HttpError } from '@functions/lib/errors';
import { getFirm } from '@functions/stores/firms';

/** The setting of the booking's firm (none: a private booking). */
export async function firmSettingOf(booking: Booking): Promise<FirmDownloadSetting | undefined> {
  return booking.firm ? getFirm(booking.firm.id) : undefined;
}

export interface DownloadLock {
  locked: boolean;
  /** 'Betal nu' can start a checkout (locked, something to pay, not cancelled). */
  canPay: boolean;
}

export async function downloadLockOf(booking: Booking): Promise<DownloadLock> {
  const firm = await firmSettingOf(booking);
  return { locked: downloadsLocked(booking, firm), canPay: canPayForDownloads(booking, firm) };
}

/** 402 with the Danish reason: the files open once the booking is paid. */
export const downloadsLockedError = () => new HttpError(402, t.locked, 'downloads_locked');

/** Refuses a download of a booking whose downloads wait for its payment. */
export async function requireDownloadsOpen(booking: Booking): Promise<void> {
  if ((await downloadLockOf(booking)).locked) throw downloadsLockedError();
}
