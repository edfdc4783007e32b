/**
 * 'Hent alle' (decision 0034): a gallery's archive per size, made once on the server and kept.
 * The customer asks for one (their own booking, or with the delivery link); the answer is the
 * archive ready to download, or waiting for the archive job (./archive-making.ts), which
 * streams the files into a zip straight to the private bucket. When the owner has changed the gallery since, asking
 * again makes a new one of the gallery as it is. Refused (402) while the booking's downloads wait
 * for its payment (decision 0041).
 */
import type { GalleryArchiveAnswer } from '@shared/api/gallery';
import {
  archiveContents,
  archiveEntries,
  archiveFileName,
} from '@shared/domain/gallery/gallery-archive';
import type { GallerySize } from '@shared/domain/gallery/gallery-files';
import { galleryTexts } from '@shared/texts/gallery';
import { conflict } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { presignGet } from '@functions/lib/storage';
import { getGallery } from '@functions/stores/gallery';
import { requestGalleryArchive } from '@functions/stores/gallery-archives';
import { archiveKey } from './gallery-keys';
import { requireDownloadsOpen } from './download-lock';
import {
  customerLinkSeconds,
  requireCustomerBooking,
  requireLinkedBooking,
} from './customer-gallery';

async function askForArchive(
  bookingId: string,
  size: GallerySize,
  retry = false,
): Promise<GalleryArchiveAnswer> {
  const entries = archiveEntries((await getGallery(bookingId)).files, size);
  if (entries.length === 0) throw conflict(galleryTexts.archiveEmpty, 'archive_empty');
  const archive = await requestGalleryArchive(
    {
      booking_id: bookingId,
      size,
      contents: archiveContents(entries),
      key: archiveKey(bookingId, size),
    },
    new Date(),
    retry,
  );
  const answer = { size, state: archive.state, entries: entries.length };
  if (archive.state !== 'ready') return answer;
  return {
    ...answer,
    bytes: archive.bytes,
    url: await presignGet('private', archive.key, archiveFileName(size), customerLinkSeconds),
  };
}

export async function askForMyGalleryArchive(input: InputOf<'askForMyGalleryArchive'>) {
  await requireDownloadsOpen(await requireCustomerBooking(input.params.id, input.caller.userId));
  return askForArchive(input.params.id, input.body.size, input.body.retry);
}

export async function askForLinkedGalleryArchive(input: InputOf<'askForLinkedGalleryArchive'>) {
  await requireDownloadsOpen(await requireLinkedBooking(input.params.id, input.query));
  return askForArchive(input.params.id, input.body.size, input.body.retry);
}
