/** Home page sections (HOME_SECTION#{id}), listed on gsi1 by order_index ascending. */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { HomeSection } from '@shared/api/entities';
import { db, tableName } from '@functions/lib/db';
import { ConcurrentChangeError, NotFoundError } from '@functions/data/errors';
import { homeSectionGsi1, homeSectionKey, lists, stripKeys } from '@functions/data/keys';
import { itemAccess } from '@functions/data/item-access';
import { activeFilter, queryPartition } from '@functions/data/pagination';
import { getItem, putIfAbsent, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';

export type NewHomeSection = Omit<HomeSection, 'id' | 'order_index'> & { order_index?: number };
export type HomeSectionPatch = Partial<Omit<HomeSection, 'id'>>;

const toSection = (item: StoredItem): HomeSection => stripKeys<HomeSection>(item);
const sections = itemAccess(homeSectionKey, 'home_section', toSection);

/** Sections by order_index ascending; `activeOnly` for the public home page. */
export async function listHomeSections(activeOnly: boolean): Promise<HomeSection[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.homeSections,
    filter: activeFilter(activeOnly),
  });
  return items.map(toSection);
}

export const getHomeSection = (id: string): Promise<HomeSection | undefined> => sections.get(id);

/** One past the highest order_index in use (0 for the first section). */
async function nextOrderIndex(): Promise<number> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': lists.homeSections },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const last = out.Items?.[0]?.order_index;
  return typeof last === 'number' ? last + 1 : 0;
}

/** Creates a section; without order_index it goes last. */
export async function createHomeSection(input: NewHomeSection): Promise<HomeSection> {
  const id = randomUUID();
  const section: HomeSection = {
    ...input,
    id,
    order_index: input.order_index ?? (await nextOrderIndex()),
  };
  await putIfAbsent({
    ...homeSectionKey(id),
    ...homeSectionGsi1(id, section.order_index),
    entity: 'home_section',
    ...section,
  });
  return section;
}

export async function updateHomeSection(id: string, patch: HomeSectionPatch): Promise<HomeSection> {
  const index = patch.order_index === undefined ? {} : homeSectionGsi1(id, patch.order_index);
  return sections.update(id, { ...patch, ...index });
}

export const deleteHomeSection = (id: string): Promise<HomeSection> => sections.remove(id);

function moveTo(section: HomeSection, orderIndex: number): GuardedItem {
  return {
    item: {
      Update: {
        Key: homeSectionKey(section.id),
        UpdateExpression: 'SET order_index = :new, gsi1sk = :sk',
        ConditionExpression: 'order_index = :old',
        ExpressionAttributeValues: {
          ':new': orderIndex,
          ':old': section.order_index,
          ':sk': homeSectionGsi1(section.id, orderIndex).gsi1sk,
        },
      },
    },
    onConditionFailed: () => new ConcurrentChangeError('home_section'),
  };
}

/** Swaps the order_index of two sections in one transaction (move up / move down). */
export async function swapHomeSectionOrder(
  aId: string,
  bId: string,
): Promise<[HomeSection, HomeSection]> {
  const [aItem, bItem] = await Promise.all([
    getItem(homeSectionKey(aId), true),
    getItem(homeSectionKey(bId), true),
  ]);
  if (!aItem || !bItem) throw new NotFoundError('home_section');
  const [a, b] = [toSection(aItem), toSection(bItem)];
  await runTransaction([moveTo(a, b.order_index), moveTo(b, a.order_index)]);
  return [
    { ...a, order_index: b.order_index },
    { ...b, order_index: a.order_index },
  ];
}

/**
 * Gives the sections, in this order, the order_index 0, 1, 2 … in one transaction (each
 * conditioned on the index it had). Repairs ties left by sections added at the same moment.
 */
export async function renumberHomeSections(ordered: readonly HomeSection[]): Promise<void> {
  const moves = ordered
    .map((section, position) => ({ section, position }))
    .filter(({ section, position }) => section.order_index !== position)
    .map(({ section, position }) => moveTo(section, position));
  if (moves.length > 0) await runTransaction(moves);
}
