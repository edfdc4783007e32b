/** Portfolio reactions (likes and dislikes) by signed-in users. */
import { portfolioItemSchema } from '../entities';
import { reactionBodySchema } from '../catalog';
import type { RouteDef } from '../route-def';

export const portfolioRoutes = [
  {
    method: 'PUT',
    path: '/api/portfolio/{id}/reaction',
    group: 'portfolio',
    operation: 'toggleReaction',
    needs: ['table:write'],
    caller: 'user',
    body: reactionBodySchema,
    response: portfolioItemSchema,
  },
] as const satisfies readonly RouteDef[];
