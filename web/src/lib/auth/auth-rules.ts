/** The account rules of product §9 the browser applies before asking the server. */
import { passwordPolicy } from '@shared/domain/account-policy';

/** Password minimum (product §9), the user pool's own. */
export const minPasswordLength = passwordPolicy.minLength;

/** Delay before the reset and confirmation success screens move on (product §9). */
export const successRedirectMs = 3000;
