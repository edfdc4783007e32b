/** Site content (texts, images, colours). */
import { z } from 'zod';
import { siteContentSchema } from '../entities';
import type { RouteDef } from '../route-def';

export const contentRoutes = [
  {
    method: 'GET',
    path: '/api/content',
    group: 'content',
    operation: 'listContent',
    caller: 'public',
    response: z.array(siteContentSchema),
  },
] as const satisfies readonly RouteDef[];
