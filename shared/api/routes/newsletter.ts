/** The public newsletter subscription. */
import {
  newsletterAnswerSchema,
  subscribeBodySchema,
  unsubscribeBodySchema,
  unsubscribeLinkSchema,
} from '../search-newsletter';
import type { RouteDef } from '../route-def';

export const newsletterRoutes = [
  {
    method: 'POST',
    path: '/api/newsletter/subscribe',
    group: 'newsletter',
    operation: 'subscribe',
    needs: ['table:write', 'mail'],
    caller: 'public',
    body: subscribeBodySchema,
    response: newsletterAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    group: 'newsletter',
    operation: 'unsubscribe',
    needs: ['table:write'],
    caller: 'public',
    body: unsubscribeBodySchema,
    response: newsletterAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/newsletter/unsubscribe-link',
    group: 'newsletter',
    operation: 'checkUnsubscribeLink',
    caller: 'public',
    query: unsubscribeBodySchema,
    response: unsubscribeLinkSchema,
  },
] as const satisfies readonly RouteDef[];
