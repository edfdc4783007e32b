/** Lambda for the public newsletter: sign-up by confirmation, and (signed-link) unsubscribe. */
import { groupHandler } from '../lib/http';
import { newsletterRoutes } from '@shared/api/routes/newsletter';
import { confirmSubscription, subscribe } from '@functions/capabilities/newsletter/subscribe';
import {
  checkUnsubscribeLink,
  unsubscribe,
  unsubscribeOneClick,
} from '@functions/capabilities/newsletter/unsubscribe';

export const handler = groupHandler(newsletterRoutes, {
  subscribe,
  confirmSubscription,
  unsubscribe,
  unsubscribeOneClick,
  checkUnsubscribeLink,
});
