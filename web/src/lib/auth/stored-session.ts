/**
 * The one piece of account code on the public first-load path: whether this browser holds
 * a session at all (a localStorage read). Only if it does is the rest loaded.
 */
export const sessionStorageKey = 'dronefoto.session';

export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(sessionStorageKey) !== null;
  } catch {
    return false; // storage blocked (privacy mode): nobody can be signed in
  }
}
