/** The public newsletter subscription. */
import {
  confirmSubscriptionBodySchema,
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
    // The contact page's sign-up, sent before the app has started.
    formPost: 'newsletter',
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
    method: 'POST',
    path: '/api/newsletter/confirm',
    group: 'newsletter',
    operation: 'confirmSubscription',
    needs: ['table:write'],
    caller: 'public',
    body: confirmSubscriptionBodySchema,
    response: newsletterAnswerSchema,
  },
  {
    // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` here.
    method: 'POST',
    path: '/api/newsletter/one-click',
    group: 'newsletter',
    operation: 'unsubscribeOneClick',
    needs: ['table:write'],
    caller: 'public',
    query: unsubscribeBodySchema,
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
