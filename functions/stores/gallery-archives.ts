/**
 * The one writer of a gallery's 'Hent alle' archives (GALLERY_ARCHIVE / BOOKING#{id}#{size},
 * decision 0034): per booking and size, which files the archive holds (`contents`, the
 * files' ids in order), whether it waits, is being made or is ready, and its object's key and
 * bytes. A request for other contents (the owner changed the gallery) makes it wait again;
 * the archive job claims a waiting one and marks it made, each on a condition, so a request
 * meanwhile is never marked made with the old files.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GallerySize } from '@shared/domain/gallery/gallery-files';
import { galleryArchiveKey, galleryArchivePartition, stripKeys } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { deleteItem, getItem, isConditionFailed, putItem } from '@functions/data/store';
import { db, tableName } from '@functions/lib/db';

export type ArchiveState = 'waiting' | 'building' | 'ready' | 'failed';

export interface GalleryArchive {
  booking_id: string;
  size: GallerySize;
  /** The ids of the files it holds, in the gallery's order, joined by commas. */
  contents: string;
  state: ArchiveState;
  /** Where the archive is (or will be) in the private bucket. */
  key: string;
  requested_at: string;
  /** When the job began making it (state `building`). */
  started_at?: string;
  made_at?: string;
  bytes?: number;
  entries?: number;
  failed_at?: string;
  /** Makings that failed in a row; the third leaves it `failed` until the customer asks again. */
  failures?: number;
}

/** Makings that may fail in a row before the archive waits for the customer's 'Pak zip-filen igen'. */
export const maxArchiveFailures = 3;

/**
 * A making that has run longer than this is taken as stopped: the job's run was cut off (its
 * timeout is 15 minutes). A making that fails with an error is taken again at the next run.
 */
export const stoppedAfterMs = 16 * 60_000;

export async function getGalleryArchive(
  bookingId: string,
  size: GallerySize,
): Promise<GalleryArchive | undefined> {
  const item = await getItem(galleryArchiveKey(bookingId, size), true);
  return item ? stripKeys<GalleryArchive>(item) : undefined;
}

/**
 * The archive of these contents: the one stored when it holds them (waiting, being made or
 * ready); otherwise a new request, waiting for the job.
 */
export async function requestGalleryArchive(
  request: Pick<GalleryArchive, 'booking_id' | 'size' | 'contents' | 'key'>,
  now: Date,
  /** The customer's 'Pak zip-filen igen' after the making failed: asked anew. */
  retry = false,
): Promise<GalleryArchive> {
  const stored = await getGalleryArchive(request.booking_id, request.size);
  if (stored && stored.contents === request.contents && !(retry && stored.state === 'failed'))
    return stored;
  const archive: GalleryArchive = { ...request, state: 'waiting', requested_at: now.toISOString() };
  await putItem({
    ...galleryArchiveKey(request.booking_id, request.size),
    entity: 'gallery_archive',
    ...archive,
  });
  return archive;
}

/** The archives the job should make: waiting, or stopped while being made. */
export async function listArchivesToMake(now: Date): Promise<GalleryArchive[]> {
  const items = await queryPartition({ partition: galleryArchivePartition, consistent: true });
  const stoppedBefore = new Date(now.getTime() - stoppedAfterMs).toISOString();
  return items
    .map((item) => stripKeys<GalleryArchive>(item))
    .filter(
      (archive) =>
        archive.state === 'waiting' ||
        (archive.state === 'building' && (archive.started_at ?? '') < stoppedBefore),
    );
}

/** Sets the archive's fields if it still holds the same contents (and `also` holds). */
async function updateIf(
  archive: GalleryArchive,
  set: Partial<GalleryArchive>,
  also: { expression: string; values: Record<string, unknown> },
): Promise<boolean> {
  const names: Record<string, string> = { '#contents': 'contents' };
  const values: Record<string, unknown> = { ':contents': archive.contents, ...also.values };
  const assignments = Object.entries(set).map(([name, value]) => {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    return `#${name} = :${name}`;
  });
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: galleryArchiveKey(archive.booking_id, archive.size),
        UpdateExpression: `SET ${assignments.join(', ')}`,
        ConditionExpression: `#contents = :contents AND ${also.expression}`,
        ExpressionAttributeNames: {
          ...names,
          ...(also.expression.includes('#state') ? { '#state': 'state' } : {}),
          ...(also.expression.includes('#started') ? { '#started': 'started_at' } : {}),
        },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The job takes the archive to make it; false when another run took it or it changed. */
export function claimGalleryArchive(archive: GalleryArchive, now: Date): Promise<boolean> {
  return updateIf(
    archive,
    { state: 'building', started_at: now.toISOString() },
    archive.state === 'waiting'
      ? { expression: '#state = :waiting', values: { ':waiting': 'waiting' } }
      : { expression: '#started = :was', values: { ':was': archive.started_at ?? '' } },
  );
}

/** The archive is in the bucket: ready, if nobody asked for other contents meanwhile. */
export function galleryArchiveMade(
  archive: GalleryArchive & { started_at: string },
  made: { bytes: number; entries: number },
  now: Date,
): Promise<boolean> {
  return updateIf(
    archive,
    { state: 'ready', made_at: now.toISOString(), failures: 0, ...made },
    { expression: '#started = :was', values: { ':was': archive.started_at } },
  );
}

/**
 * The making failed with an error: the archive waits again for the next run, or, after the
 * third failure in a row, is `failed` (the page says so and offers 'Pak zip-filen igen').
 */
export function galleryArchiveFailed(
  archive: GalleryArchive & { started_at: string },
  now: Date,
): Promise<boolean> {
  const failures = (archive.failures ?? 0) + 1;
  return updateIf(
    archive,
    {
      state: failures >= maxArchiveFailures ? 'failed' : 'waiting',
      failures,
      failed_at: now.toISOString(),
    },
    { expression: '#started = :was', values: { ':was': archive.started_at } },
  );
}

/** Forgets a booking's archives (their objects are deleted by the caller). */
export async function deleteGalleryArchives(
  bookingId: string,
  sizes: readonly GallerySize[],
): Promise<void> {
  await Promise.all(sizes.map((size) => deleteItem(galleryArchiveKey(bookingId, size))));
}
