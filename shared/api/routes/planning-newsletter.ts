/** Admin: newsletters, their templates and the subscribers (every route for admins only). */
import { z } from 'zod';
import { newsletterSchema, newsletterTemplateSchema, subscriberSchema } from '../entities';
import {
  newsletterSendBodySchema,
  newsletterSentSchema,
  templateCreateBodySchema,
  templatePatchBodySchema,
} from '../newsletter-admin';
import type { RouteDef } from '../route-def';

export const newsletterAdminRoutes = [
  {
    method: 'GET',
    path: '/api/admin/newsletters',
    group: 'planning',
    operation: 'listNewsletters',
    caller: 'admin',
    response: z.array(newsletterSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/newsletters',
    group: 'planning',
    operation: 'sendNewsletter',
    caller: 'admin',
    needs: ['table:write', 'mail'],
    body: newsletterSendBodySchema,
    response: newsletterSentSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/newsletters/{id}',
    group: 'planning',
    operation: 'cancelNewsletter',
    caller: 'admin',
    needs: ['table:write'],
    response: newsletterSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/subscribers/{email}',
    group: 'planning',
    operation: 'removeSubscriber',
    caller: 'admin',
    needs: ['table:write'],
    response: subscriberSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/newsletter-templates',
    group: 'planning',
    operation: 'listTemplates',
    caller: 'admin',
    response: z.array(newsletterTemplateSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/newsletter-templates',
    group: 'planning',
    operation: 'createTemplate',
    caller: 'admin',
    needs: ['table:write'],
    body: templateCreateBodySchema,
    response: newsletterTemplateSchema,
  },
  {
    method: 'PATCH',
    path: '/api/admin/newsletter-templates/{id}',
    group: 'planning',
    operation: 'updateTemplate',
    caller: 'admin',
    needs: ['table:write'],
    body: templatePatchBodySchema,
    response: newsletterTemplateSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/newsletter-templates/{id}',
    group: 'planning',
    operation: 'deleteTemplate',
    caller: 'admin',
    needs: ['table:write'],
    response: newsletterTemplateSchema,
  },
] as const satisfies readonly RouteDef[];
