/** External images (EXTERNAL_IMAGE#{id}), listed on gsi1 by created_at descending. */
import { randomUUID } from 'node:crypto';
import type { ExternalImage } from '@shared/api/entities';
import { externalImageGsi1, externalImageKey, lists, stripKeys } from '@functions/data/keys';
import { itemAccess } from '@functions/data/item-access';
import { queryNewestFirst } from '@functions/data/pagination';
import { putIfAbsent, type StoredItem } from '@functions/data/store';

export type NewExternalImage = Omit<ExternalImage, 'id' | 'created_at'>;

const toImage = (item: StoredItem): ExternalImage => stripKeys<ExternalImage>(item);
const images = itemAccess(externalImageKey, 'external_image', toImage);

export async function listExternalImages(): Promise<ExternalImage[]> {
  return (await queryNewestFirst(lists.externalImages)).map(toImage);
}

export const getExternalImage = (id: string): Promise<ExternalImage | undefined> => images.get(id);

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
export const deleteExternalImage = (id: string): Promise<ExternalImage> => images.remove(id);
