/** Lambda for the public newsletter subscription: subscribe and (signed-link) unsubscribe. */
import { groupHandler } from '../lib/http';
import { subscribe } from './subscribe';
import { checkUnsubscribeLink, unsubscribe } from './unsubscribe';

export const handler = groupHandler('newsletter', { subscribe, unsubscribe, checkUnsubscribeLink });
