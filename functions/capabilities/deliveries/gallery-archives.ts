/**
 * 'Hent alle' (decision 0034): a gallery's archive per size, made once on the server and kept.
 * The customer asks for one (their own booking, or with the delivery link); the answer is the
 * archive ready to download, or waiting for the archive job, which streams the files into a
 * zip straight to the private bucket. When the owner has changed the gallery since, asking
 * again makes a new one of the gallery as it is.
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
import { logger } from '@functions/lib/logger';
import { presignGet } from '@functions/lib/storage';
import { uploadZip } from '@functions/lib/zip-upload';
import { getGallery } from '@functions/stores/gallery';
import {
  claimGalleryArchive,
  galleryArchiveMade,
  listArchivesToMake,
  requestGalleryArchive,
  type GalleryArchive,
} from '@functions/stores/gallery-archives';
import { archiveKey } from './gallery-keys';
import {
  customerLinkSeconds,
  requireCustomerBooking,
  requireLinkedBooking,
} from './customer-gallery';

async function askForArchive(bookingId: string, size: GallerySize): Promise<GalleryArchiveAnswer> {
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
  await requireCustomerBooking(input.params.id, input.caller.userId);
  return askForArchive(input.params.id, input.body.size);
}

export async function askForLinkedGalleryArchive(input: InputOf<'askForLinkedGalleryArchive'>) {
  await requireLinkedBooking(input.params.id, input.query);
  return askForArchive(input.params.id, input.body.size);
}

/** Makes one archive the job has claimed; false when the gallery changed since it was asked. */
async function makeArchive(archive: GalleryArchive & { started_at: string }, now: () => Date) {
  const entries = archiveEntries((await getGallery(archive.booking_id)).files, archive.size);
  // Asked for another gallery than the one there is now: the next request asks anew.
  if (archiveContents(entries) !== archive.contents) return false;
  const bytes = await uploadZip('private', archive.key, entries);
  return galleryArchiveMade(archive, { bytes, entries: entries.length }, now());
}

/**
 * The archive job's run: makes every archive that waits (or whose making stopped), one at a
 * time, each claimed first so two runs never make the same one.
 */
export async function makeWaitingArchives(now: () => Date = () => new Date()) {
  let made = 0;
  let failed = 0;
  for (const archive of await listArchivesToMake(now())) {
    const startedAt = now();
    if (!(await claimGalleryArchive(archive, startedAt))) continue;
    try {
      if (await makeArchive({ ...archive, started_at: startedAt.toISOString() }, now)) made += 1;
    } catch (error) {
      failed += 1;
      logger.error('gallery_archive_failed', { bookingId: archive.booking_id, error });
    }
  }
  return { made, failed };
}
