/**
 * The portfolio list (with the signed-in caller's own reactions) and the reaction toggle.
 * The list is keyed by who asks, under the `portfolio` prefix that live updates invalidate.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PortfolioItem, Reaction } from '@shared/api/entities';
import { apiGet, apiRequest } from '@web/lib/api';
import { portfolioKey } from '@web/lib/query-keys';

export const portfolioQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: portfolioKey(userId),
    queryFn: ({ signal }) => apiGet('/api/portfolio', { signal }),
  });

export function putReaction(itemId: string, reaction: Reaction): Promise<PortfolioItem> {
  return apiRequest('PUT', '/api/portfolio/{id}/reaction', {
    params: { id: itemId },
    body: { reaction },
  });
}
