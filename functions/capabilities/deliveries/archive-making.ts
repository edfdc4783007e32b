/**
 * The archive job's work (decision 0034): each 'Hent alle' archive that waits is claimed, then
 * its files are streamed into a zip straight to the private bucket (functions/lib/zip-upload.ts)
 * and it is marked ready. Only the job loads this (and yazl with it), not the API's bundles.
 */
import { archiveContents, archiveEntries } from '@shared/domain/gallery/gallery-archive';
import { logger } from '@functions/lib/logger';
import { uploadZip } from '@functions/lib/zip-upload';
import { getGallery } from '@functions/stores/gallery';
import {
  claimGalleryArchive,
  galleryArchiveFailed,
  galleryArchiveMade,
  listArchivesToMake,
  type GalleryArchive,
} from '@functions/stores/gallery-archives';

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
    const claimed = { ...archive, started_at: startedAt.toISOString() };
    try {
      if (await makeArchive(claimed, now)) made += 1;
    } catch (error) {
      failed += 1;
      logger.error('gallery_archive_failed', { bookingId: archive.booking_id, error });
      // Not left 'being made' for the stopped-making wait: taken again at the next run.
      await galleryArchiveFailed(claimed, now()).catch((marking: unknown) =>
        logger.error('gallery_archive_failure_not_marked', {
          bookingId: archive.booking_id,
          error: marking,
        }),
      );
    }
  }
  return { made, failed };
}
