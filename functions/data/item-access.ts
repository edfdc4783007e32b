/**
 * Reading, updating and deleting items of one type by their key, each answered as the API
 * sees the item (`toEntity` strips the table's keys). For the stores whose item type needs no
 * more than that; a store with conditions of its own uses store.ts directly.
 */
import type { ItemKey } from './keys';
import { deleteExisting, getItem, updateExisting, type StoredItem } from './store';

export interface ItemAccess<Id, T> {
  /** The item, or undefined when there is none (an eventually consistent read). */
  get(id: Id): Promise<T | undefined>;
  /** Sets the fields of `patch` (undefined ones are skipped); NotFoundError when it is gone. */
  update(id: Id, patch: object): Promise<T>;
  /** Deletes the item and answers it as it was; NotFoundError when there was none. */
  remove(id: Id): Promise<T>;
}

export function itemAccess<Id, T>(
  keyOf: (id: Id) => ItemKey,
  entity: string,
  toEntity: (item: StoredItem) => T,
): ItemAccess<Id, T> {
  return {
    async get(id) {
      const item = await getItem(keyOf(id));
      return item && toEntity(item);
    },
    async update(id, patch) {
      return toEntity(await updateExisting(keyOf(id), { set: { ...patch } }, entity));
    },
    async remove(id) {
      return toEntity(await deleteExisting(keyOf(id), entity));
    },
  };
}
