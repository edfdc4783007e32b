/**
 * A delivered gallery's lifetime (issue 45, decision 0034): open for the owner's number of
 * days from delivery; the customer's gallery, the property page, the archives and the
 * downloads answer a closed delivery in Danish with the owner's contact; the owner extends it
 * (which takes the colder storage's tag off its files again). The reminder job reminds the
 * customer three days before, tags a closed delivery's files for the bucket's lifecycle rule,
 * and deletes them the owner's number of days after closing.
 */
import type { GalleryFile } from '@shared/api/gallery';
import { formatDanishDate } from '@shared/domain/danish-format';
import {
  closingDue,
  deletionDue,
  extendedUntil,
  isClosed,
  lastOpenDate,
  openUntilAfter,
  reminderDue,
} from '@shared/domain/gallery/delivery-lifetime';
import { deliveryLifetimeTexts as t } from '@shared/texts/delivery-lifetime';
import { fillText } from '@shared/texts/fill';
import { galleryClosingMail } from '@functions/capabilities/mails/gallery-closing';
import { businessMailName } from '@functions/capabilities/mails/mail-brand';
import { conflict, HttpError } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { tagDeliveryObject } from '@functions/lib/object-storage';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getBusinessContact, getGalleryLifetimeDays } from '@functions/stores/business-settings';
import {
  changeDelivery,
  deliveriesClosingBefore,
  getDelivery,
  type Delivery,
} from '@functions/stores/deliveries';
import { getGallery } from '@functions/stores/gallery';
import { MailAlreadyQueuedError, queueMail } from '@functions/stores/mail-outbox';
import { galleryLink } from './delivery-link';
import { eraseGallery } from './owner-gallery';

const without = <T extends object, K extends keyof T>(value: T, ...names: K[]): Omit<T, K> => {
  const copy = { ...value };
  for (const name of names) delete copy[name];
  return copy;
};

/** 'Mette Foto (mette@foto.dk, +45 12 34 56 78)': who to ask to reopen a closed delivery. */
async function ownerContact(): Promise<string> {
  const [name, contact] = await Promise.all([businessMailName(), getBusinessContact()]);
  const ways = [contact.email, contact.phone].filter(Boolean);
  return ways.length > 0 ? `${name} (${ways.join(', ')})` : name;
}

/** The Danish answer of a closed delivery; with the owner's contact unless `anonymous`. */
async function closedError(delivery: Delivery, anonymous: boolean): Promise<HttpError> {
  const closed = delivery.files_deleted_at
    ? t.filesDeleted
    : fillText(t.closed, { date: formatDanishDate(lastOpenDate(delivery.open_until ?? '')) });
  const message = anonymous
    ? closed
    : `${closed} ${fillText(t.closedContact, { contact: await ownerContact() })}`;
  return new HttpError(410, message, 'delivery_closed');
}

/**
 * The booking's delivery terms, or the Danish 410 when it has closed. `anonymous`: the answer
 * names nobody (an unbranded property page's).
 */
export async function requireOpenDelivery(
  bookingId: string,
  options: { anonymous?: (delivery: Delivery) => boolean } = {},
  now: Date = new Date(),
): Promise<Delivery> {
  const delivery = await getDelivery(bookingId);
  if (isClosed(delivery, now) || delivery.files_deleted_at)
    throw await closedError(delivery, options.anonymous?.(delivery) ?? false);
  return delivery;
}

/** The gallery was delivered (the mail queued): open for the owner's number of days from now. */
export async function deliveryOpened(bookingId: string, now: Date = new Date()): Promise<void> {
  const { open } = await getGalleryLifetimeDays();
  const wasClosed = (await getDelivery(bookingId)).closed_for !== undefined;
  await changeDelivery(bookingId, (before) => ({
    ...without(before, 'version', 'files_deleted_at', 'closed_for'),
    delivered_at: now.toISOString(),
    open_until: openUntilAfter(now, open),
  }));
  if (wasClosed) await reopenedFiles(bookingId);
}

const keysOf = (file: GalleryFile) =>
  [file.key, file.web_key, file.social_key, file.thumbnail_key].filter((key) => key !== undefined);

/** Tags (or untags) every file of the gallery; a file that fails is logged and skipped. */
async function tagGallery(bookingId: string, state: 'closed' | 'open'): Promise<void> {
  const gallery = await getGallery(bookingId);
  for (const key of gallery.files.flatMap(keysOf)) {
    await tagDeliveryObject('private', key, state).catch((error: unknown) =>
      logger.warn('gallery_file_not_tagged', { bookingId, key, state, error }),
    );
  }
}

async function reopenedFiles(bookingId: string): Promise<void> {
  await tagGallery(bookingId, 'open');
}

/** The owner extends the delivery by `days` (from its closing date, or today when closed). */
export async function extendDelivery(
  bookingId: string,
  days: number,
  now: Date = new Date(),
): Promise<Delivery> {
  const before = await getDelivery(bookingId);
  if (before.files_deleted_at) throw conflict(t.cannotExtendDeleted, 'delivery_files_deleted');
  if (!before.delivered_at && !before.open_until)
    throw conflict(t.cannotExtendUndelivered, 'delivery_not_delivered');
  const wasClosed = before.closed_for !== undefined;
  const written = await changeDelivery(bookingId, (current) => ({
    ...without(current, 'version', 'closed_for'),
    open_until: extendedUntil(current, days, now),
  }));
  if (wasClosed) await reopenedFiles(bookingId);
  return written!;
}

/** What the reminder job did to the deliveries in one run. */
export interface LifetimeRun {
  reminded: number;
  closed: number;
  deleted: number;
}

/**
 * One run of the reminder job over the deliveries closing within three days or closed: the
 * reminder (once per closing date, queued in the outbox with the mark that it was sent), the
 * files of a closed one tagged for colder storage, and deleted after the keeping days.
 */
export async function runDeliveryLifetimes(now: Date = new Date()): Promise<LifetimeRun> {
  const soon = new Date(now.getTime() + 4 * 86_400_000).toISOString();
  const deliveries = await deliveriesClosingBefore(soon);
  const { keep } = await getGalleryLifetimeDays();
  const run: LifetimeRun = { reminded: 0, closed: 0, deleted: 0 };
  for (const delivery of deliveries) {
    try {
      if (reminderDue(delivery, now) && (await remind(delivery, now))) run.reminded += 1;
      else if (deletionDue(delivery, keep, now)) {
        await eraseGallery(delivery.booking_id);
        await changeDelivery(delivery.booking_id, (current) => ({
          ...without(current, 'version', 'property_token'),
          files_deleted_at: now.toISOString(),
        }));
        run.deleted += 1;
      } else if (closingDue(delivery, now)) {
        await tagGallery(delivery.booking_id, 'closed');
        await changeDelivery(delivery.booking_id, (current) =>
          current.open_until === delivery.open_until
            ? { ...without(current, 'version'), closed_for: current.open_until }
            : undefined,
        );
        run.closed += 1;
      }
    } catch (error) {
      logger.error('delivery_lifetime_failed', { bookingId: delivery.booking_id, error });
    }
  }
  return run;
}

/** Queues the reminder with the mark that it went, once per closing date. */
async function remind(delivery: Delivery, now: Date): Promise<boolean> {
  const booking = await getBooking(delivery.booking_id);
  if (!booking || booking.deleted_at || !delivery.open_until) return false;
  const openUntil = delivery.open_until;
  const mail = galleryClosingMail(booking, {
    link: galleryLink(booking.id, now),
    date: formatDanishDate(lastOpenDate(openUntil)),
    businessName: await businessMailName(),
  });
  const written = await changeDelivery(
    delivery.booking_id,
    (current) =>
      current.open_until === openUntil && current.reminded_for !== openUntil
        ? { ...without(current, 'version'), reminded_for: openUntil }
        : undefined,
    [
      queueMail({
        id: `gallery-closing#${booking.id}#${openUntil}`,
        mail,
        to: [booking.user_email],
        bookingId: booking.id,
      }),
    ],
  ).catch((error: unknown) => {
    // Queued by a run before (retried after its mark): nothing more to send.
    if (error instanceof MailAlreadyQueuedError) return undefined;
    throw error;
  });
  return written !== undefined;
}
