/**
 * Portfolio items (PORTFOLIO#{id} / ITEM) with like/dislike counters kept on the item, listed
 * on gsi1 by created_at descending. Reactions live in portfolio-reactions.ts.
 */
import { randomUUID } from 'node:crypto';
import type { PortfolioItem, Reaction } from '@shared/api/entities';
import { deleteKeys } from '@functions/data/batch';
import {
  lists,
  portfolioGsi1,
  portfolioKey,
  portfolioPartition,
  reactionKey,
  reactionPrefix,
  stripKeys,
  userPartition,
  type ItemKey,
} from '@functions/data/keys';
import { queryNewestFirst, queryPartition } from '@functions/data/pagination';
import {
  deleteExisting,
  getItem,
  putIfAbsent,
  updateExisting,
  type StoredItem,
} from '@functions/data/store';

export type NewPortfolioItem = Pick<PortfolioItem, 'title' | 'image_url'>;
export type PortfolioItemPatch = Partial<NewPortfolioItem>;
type StoredPortfolioItem = Omit<PortfolioItem, 'user_reaction'>;

function toItem(item: StoredItem, reaction: Reaction | null | undefined): PortfolioItem {
  return { ...stripKeys<StoredPortfolioItem>(item), user_reaction: reaction ?? 'none' };
}

/** The reactions a user has given, by portfolio item id (one gsi2 Query). */
export async function reactionsOfUser(userId: string): Promise<Map<string, Reaction>> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: userPartition(userId),
    sortKey: { beginsWith: reactionPrefix },
  });
  return new Map(items.map((r) => [r.item_id as string, r.reaction as Reaction]));
}

export async function getReaction(itemId: string, userId: string): Promise<Reaction | null> {
  const item = await getItem(reactionKey(itemId, userId), true);
  return (item?.reaction as Reaction | undefined) ?? null;
}

/** Items newest first; with a userId each carries that user's reaction. */
export async function listPortfolio(userId?: string): Promise<PortfolioItem[]> {
  const [items, reactions] = await Promise.all([
    queryNewestFirst(lists.portfolio),
    userId ? reactionsOfUser(userId) : Promise.resolve(new Map<string, Reaction>()),
  ]);
  return items.map((item) => toItem(item, reactions.get(item.id as string)));
}

export async function getPortfolioItem(
  id: string,
  userId?: string,
): Promise<PortfolioItem | undefined> {
  const [item, reaction] = await Promise.all([
    getItem(portfolioKey(id), true),
    userId ? getReaction(id, userId) : Promise.resolve(null),
  ]);
  return item && toItem(item, reaction);
}

export async function createPortfolioItem(input: NewPortfolioItem): Promise<PortfolioItem> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const stored: StoredPortfolioItem = {
    id,
    ...input,
    likes: 0,
    dislikes: 0,
    created_at: createdAt,
  };
  await putIfAbsent({
    ...portfolioKey(id),
    ...portfolioGsi1(id, createdAt),
    entity: 'portfolio_item',
    ...stored,
  });
  return { ...stored, user_reaction: 'none' };
}

export async function updatePortfolioItem(
  id: string,
  patch: PortfolioItemPatch,
): Promise<PortfolioItem> {
  return toItem(await updateExisting(portfolioKey(id), { set: patch }, 'portfolio_item'), null);
}

/** Deletes the item and every reaction to it (same partition). */
export async function deletePortfolioItem(id: string): Promise<PortfolioItem> {
  const old = await deleteExisting(portfolioKey(id), 'portfolio_item');
  const rest = await queryPartition({ partition: portfolioPartition(id), consistent: true });
  await deleteKeys(rest.map((r): ItemKey => ({ pk: r.pk as string, sk: r.sk as string })));
  return toItem(old, null);
}
