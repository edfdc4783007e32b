/** Site content (texts, images, colours): read by everyone, written by admins only. */
import * as z from 'zod/mini';
import { contentTexts } from '@shared/texts/content';
import { contentCreateBodySchema, contentUpdateBodySchema } from '../content';
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
  {
    method: 'POST',
    path: '/api/content',
    group: 'content',
    operation: 'addContent',
    caller: 'admin',
    denied: contentTexts.addDenied,
    needs: ['table:write', 'media:write'],
    body: contentCreateBodySchema,
    response: siteContentSchema,
  },
  {
    method: 'PUT',
    path: '/api/content/{key}',
    group: 'content',
    operation: 'updateContent',
    caller: 'admin',
    denied: contentTexts.editDenied,
    needs: ['table:write', 'media:write'],
    body: contentUpdateBodySchema,
    response: siteContentSchema,
  },
  {
    method: 'DELETE',
    path: '/api/content/{key}',
    group: 'content',
    operation: 'deleteContent',
    caller: 'admin',
    denied: contentTexts.deleteDenied,
    needs: ['table:write'],
    response: siteContentSchema,
  },
] as const satisfies readonly RouteDef[];
