/**
 * `PUT /api/portfolio/{id}/reaction`: a signed-in user's click on like or dislike (product §4:
 * clicking the current reaction removes it, the other one replaces it). Answers the item
 * with its new counters and the caller's reaction.
 */
import type { PortfolioItem } from '@shared/api/entities';
import { toggleReaction as applyToggle } from '@functions/stores/portfolio-reactions';
import { notFound, unauthorized, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { catalogTexts } from '@shared/texts/catalog';

export async function toggleReaction({
  body,
  params,
  caller,
}: InputOf<'toggleReaction'>): Promise<PortfolioItem> {
  // The route's caller class already refuses visitors; this keeps the type honest.
  if (!caller) throw unauthorized();
  const itemId = params.id;
  if (!itemId) throw notFound(catalogTexts.portfolioItemNotFound);
  return orNotFound(catalogTexts.portfolioItemNotFound, () =>
    applyToggle(itemId, caller.userId, body.reaction),
  );
}
