/** Lambda for the public newsletter: sign-up by confirmation, and (signed-link) unsubscribe. */
import { groupHandler } from '../lib/http';
import { confirmSubscription, subscribe } from './subscribe';
import { checkUnsubscribeLink, unsubscribe, unsubscribeOneClick } from './unsubscribe';

export const handler = groupHandler('newsletter', {
  subscribe,
  confirmSubscription,
  unsubscribe,
  unsubscribeOneClick,
  checkUnsubscribeLink,
});
