/**
 * Likes and dislikes. A reaction item (PORTFOLIO#{itemId} / REACTION#{userId}) and the
 * counters on the portfolio item change in ONE transaction. The reaction element is
 * conditioned on the previous reaction the caller read, so two concurrent changes by the same
 * user cannot both apply against the same previous state and desynchronise the counters; the
 * loser re-reads and tries again.
 */
import type { PortfolioItem, Reaction } from '@shared/api/entities';
import { ConcurrentChangeError, NotFoundError } from '@functions/data/errors';
import { portfolioKey, reactionGsi2, reactionKey } from '@functions/data/keys';
import { getPortfolioItem, getReaction } from './portfolio';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';

const maxAttempts = 5;

const counterOf = (reaction: Reaction) => (reaction === 'like' ? 'likes' : 'dislikes');

function reactionElement(
  itemId: string,
  userId: string,
  previous: Reaction | null,
  next: Reaction | null,
): GuardedItem {
  const onConditionFailed = () => new ConcurrentChangeError('portfolio_reaction');
  const expectPrevious = previous
    ? {
        ConditionExpression: '#reaction = :previous',
        ExpressionAttributeNames: { '#reaction': 'reaction' },
        ExpressionAttributeValues: { ':previous': previous },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  if (next === null) {
    return {
      item: { Delete: { Key: reactionKey(itemId, userId), ...expectPrevious } },
      onConditionFailed,
    };
  }
  const item = {
    ...reactionKey(itemId, userId),
    ...reactionGsi2(itemId, userId),
    entity: 'portfolio_reaction',
    item_id: itemId,
    user_id: userId,
    reaction: next,
    updated_at: new Date().toISOString(),
  };
  return { item: { Put: { Item: item, ...expectPrevious } }, onConditionFailed };
}

function counterElement(
  itemId: string,
  previous: Reaction | null,
  next: Reaction | null,
): GuardedItem {
  const delta = { likes: 0, dislikes: 0 };
  if (previous) delta[counterOf(previous)] -= 1;
  if (next) delta[counterOf(next)] += 1;
  return {
    item: {
      Update: {
        Key: portfolioKey(itemId),
        UpdateExpression: 'ADD #likes :likes, #dislikes :dislikes',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#likes': 'likes', '#dislikes': 'dislikes' },
        ExpressionAttributeValues: { ':likes': delta.likes, ':dislikes': delta.dislikes },
      },
    },
    onConditionFailed: () => new NotFoundError('portfolio_item'),
  };
}

/** Reads the current reaction, lets `decide` pick the next one, and applies it atomically. */
async function changeReaction(
  itemId: string,
  userId: string,
  decide: (previous: Reaction | null) => Reaction | null,
): Promise<PortfolioItem> {
  for (let attempt = 1; ; attempt++) {
    const previous = await getReaction(itemId, userId);
    const next = decide(previous);
    if (next === previous) break;
    try {
      await runTransaction([
        reactionElement(itemId, userId, previous, next),
        counterElement(itemId, previous, next),
      ]);
      break;
    } catch (error) {
      if (!(error instanceof ConcurrentChangeError) || attempt >= maxAttempts) throw error;
    }
  }
  const item = await getPortfolioItem(itemId, userId);
  if (!item) throw new NotFoundError('portfolio_item');
  return item;
}

/** Sets the user's reaction to exactly `next` (null removes it). */
export function setReaction(
  itemId: string,
  userId: string,
  next: Reaction | null,
): Promise<PortfolioItem> {
  return changeReaction(itemId, userId, () => next);
}

/** A click on a reaction button: the same reaction again removes it, another replaces it. */
export function toggleReaction(
  itemId: string,
  userId: string,
  clicked: Reaction,
): Promise<PortfolioItem> {
  return changeReaction(itemId, userId, (previous) => (previous === clicked ? null : clicked));
}
