/** Editable site content (CONTENT / KEY#{key}); the key is unique by construction. */
import { randomUUID } from 'node:crypto';
import type { SiteContent } from '@shared/api/entities';
import { DuplicateContentKeyError } from '@functions/data/errors';
import { contentKey, contentPartition, stripKeys } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { itemAccess } from '@functions/data/item-access';
import { putIfAbsent, type StoredItem } from '@functions/data/store';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/lib/db';
import { retryOnConflict } from '@functions/data/retry';

export type NewSiteContent = Omit<SiteContent, 'id'>;
export type SiteContentPatch = Partial<Omit<SiteContent, 'id' | 'key'>>;

const toContent = (item: StoredItem): SiteContent => stripKeys<SiteContent>(item);
const entries = itemAccess(contentKey, 'site_content', toContent);

/** All entries, ordered by key. */
export async function listContent(): Promise<SiteContent[]> {
  const items = await queryPartition({
    partition: contentPartition,
    sortKey: { beginsWith: 'KEY#' },
  });
  return items.map(toContent);
}

export const getContent = (key: string): Promise<SiteContent | undefined> => entries.get(key);

/** Adds an entry; a key that already exists throws DuplicateContentKeyError. */
export async function addContent(input: NewSiteContent): Promise<SiteContent> {
  const content: SiteContent = { id: randomUUID(), ...input };
  const created = await putIfAbsent({
    ...contentKey(input.key),
    entity: 'site_content',
    ...content,
  });
  if (!created) throw new DuplicateContentKeyError(input.key);
  return content;
}

/**
 * Sets the value of a key, creating the entry with `defaults` when it does not exist yet
 * (an admin editing a text that so far only had its Danish fallback).
 */
export async function upsertContentValue(
  key: string,
  value: string,
  defaults: Omit<NewSiteContent, 'key' | 'value'>,
): Promise<SiteContent> {
  const out = await retryOnConflict(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: contentKey(key),
        UpdateExpression:
          'SET #value = :value, #id = if_not_exists(#id, :id), #key = :key, #entity = :entity, ' +
          '#type = if_not_exists(#type, :type), #description = if_not_exists(#description, :description), ' +
          '#category = if_not_exists(#category, :category)',
        ExpressionAttributeNames: {
          '#value': 'value',
          '#id': 'id',
          '#key': 'key',
          '#entity': 'entity',
          '#type': 'type',
          '#description': 'description',
          '#category': 'category',
        },
        ExpressionAttributeValues: {
          ':value': value,
          ':id': randomUUID(),
          ':key': key,
          ':entity': 'site_content',
          ':type': defaults.type,
          ':description': defaults.description,
          ':category': defaults.category,
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return toContent(out.Attributes ?? {});
}

/** Updates fields of an existing entry; throws NotFoundError when the key is unknown. */
export const updateContent = (key: string, patch: SiteContentPatch): Promise<SiteContent> =>
  entries.update(key, patch);

/** Deletes an entry; throws NotFoundError when the key is unknown. */
export const deleteContent = (key: string): Promise<SiteContent> => entries.remove(key);
