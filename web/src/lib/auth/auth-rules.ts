/** The account rules of SPEC 9 the browser applies before asking the server. */

/** Password minimum (SPEC 9). */
export const minPasswordLength = 6;

/** Delay before the reset and confirmation success screens move on (SPEC 9). */
export const successRedirectMs = 3000;
