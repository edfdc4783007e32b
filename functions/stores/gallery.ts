/**
 * The one writer of a booking's gallery item (`BOOKING#{id}` / `GALLERY`, decision 0034): its
 * files in order and the cover. Every change reads the item, changes the list and writes it
 * back on the condition that nobody wrote in between (`version`); parallel uploads that land
 * at once simply retry.
 */
import type { GalleryFile } from '@shared/api/gallery';
import { galleryKey, stripKeys } from '@functions/data/keys';
import { asReadAt, deleteItem, getItem, isConditionFailed } from '@functions/data/store';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/lib/db';

export interface Gallery {
  files: GalleryFile[];
  cover_id: string | null;
  version: number;
}

const emptyGallery: Gallery = { files: [], cover_id: null, version: 0 };

export async function getGallery(bookingId: string): Promise<Gallery> {
  const item = await getItem(galleryKey(bookingId), true);
  return item ? stripKeys<Gallery>(item, ['booking_id']) : emptyGallery;
}

/** Thrown when a change keeps losing to other writers. */
export class GalleryChangedError extends Error {
  constructor() {
    super('gallery changed meanwhile');
    this.name = 'GalleryChangedError';
  }
}

/**
 * Applies `change` to the gallery as stored and writes the result if nobody wrote in between
 * (a few tries). `change` may throw to refuse; answers the gallery as written.
 */
export async function changeGallery(
  bookingId: string,
  change: (gallery: Gallery) => Omit<Gallery, 'version'>,
): Promise<Gallery> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await getGallery(bookingId);
    const after = { ...change(before), version: before.version + 1 };
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...galleryKey(bookingId), entity: 'gallery', booking_id: bookingId, ...after },
          ...asReadAt(before.version),
        }),
      );
      return after;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  throw new GalleryChangedError();
}

/** Deletes the gallery item (its files are deleted from the bucket by the caller). */
export async function deleteGallery(bookingId: string): Promise<void> {
  await deleteItem(galleryKey(bookingId));
}
