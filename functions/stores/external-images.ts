/** External images (EXTERNAL_IMAGE#{id}), listed on gsi1 by created_at descending. */
import { randomUUID } from 'node:crypto';
import type { ExternalImage } from '@shared/api/entities';
import { externalImageGsi1, externalImageKey, lists, stripKeys } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { deleteExisting, getItem, putIfAbsent, type StoredItem } from '@functions/data/store';

export type NewExternalImage = Omit<ExternalImage, 'id' | 'created_at'>;

const toImage = (item: StoredItem): ExternalImage => stripKeys<ExternalImage>(item);

export async function listExternalImages(): Promise<ExternalImage[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.externalImages,
    descending: true,
  });
  return items.map(toImage);
}

export async function getExternalImage(id: string): Promise<ExternalImage | undefined> {
  const item = await getItem(externalImageKey(id));
  return item && toImage(item);
}

export async function createExternalImage(input: NewExternalImage): Promise<ExternalImage> {
  const image: ExternalImage = { id: randomUUID(), ...input, created_at: new Date().toISOString() };
  await putIfAbsent({
    ...externalImageKey(image.id),
    ...externalImageGsi1(image.id, image.created_at),
    entity: 'external_image',
    ...image,
  });
  return image;
}

/** Deletes the record and returns it (the caller removes the S3 object by its filename). */
export async function deleteExternalImage(id: string): Promise<ExternalImage> {
  return toImage(await deleteExisting(externalImageKey(id), 'external_image'));
}
