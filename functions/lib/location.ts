/**
 * Amazon Location's SDK (the place index and the route calculator), loaded on the first call
 * (./location-sdk.ts, docs/decisions/0022): geocodes and drive times are cached in the table.
 */
import type * as LocationSdk from './location-sdk';

let loading: Promise<typeof LocationSdk> | undefined;

/** The Location SDK's client and commands, loaded once (a module beside the bundle: `lazyModules`). */
export const locationSdk = (): Promise<typeof LocationSdk> =>
  (loading ??= import('@functions/lib/location-sdk'));
