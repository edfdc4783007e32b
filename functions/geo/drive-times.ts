/**
 * Driving times between shoot addresses: the one port the server asks. Behind it, Amazon
 * Location's route calculator (route-matrix.ts; the local twin's stand-in answers the same
 * API), a cache per directed pair of places (in memory per Lambda instance, then one table
 * item per pair for 30 days), and the straight-line estimate (drive-estimate.ts) whenever the
 * calculator cannot answer, so bookings never stop because routing is down.
 *
 * Places are keyed, asked and cached rounded to 4 decimals (about 11 m).
 */
import { getItems, putItems } from '../data/batch';
import { driveTimeKey } from '../data/keys';
import type { StoredItem } from '../data/store';
import { days, epochSeconds, isExpired, ttlAfter } from '../data/ttl';
import { logger } from '../lib/logger';
import { estimateDrive, isSamePlace } from './drive-estimate';
import type { Place } from './place';
import { calculateRouteLegs, isRouted, type RouteLeg } from './route-matrix';

export type { Place };

/** Where a cached drive time came from: the calculator, or the estimate for a pair it cannot route. */
export type DriveTimeSource = 'route_calculator' | 'estimate';

interface DriveTime {
  minutes: number;
  km?: number;
  source: DriveTimeSource;
  /** Epoch seconds after which it is asked again (the table item's TTL). */
  expires: number;
}

/** How long an answer is kept: roads change slowly, and every cell is a paid route. */
export const driveTimeTtlSeconds = days(30);
/** The in-memory cache is emptied when it reaches this many pairs (a bound, not an LRU). */
export const memoryLimit = 10_000;
/** CalculateRouteMatrix takes at most this many departures, and as many destinations. */
export const maxMatrixSide = 350;

const memory = new Map<string, DriveTime>();

/** Forgets the drive times of this Lambda instance (tests; the table keeps its items). */
export function clearDriveTimeMemory(): void {
  memory.clear();
}

const fixed = (degrees: number): string => (Math.round(degrees * 1e4) / 1e4 + 0).toFixed(4);

/** `"56.1567,10.2108"`: a place rounded to 4 decimals, as it is cached and asked. */
export const placeKey = (place: Place): string => `${fixed(place.lat)},${fixed(place.lon)}`;

const pairKey = (fromKey: string, toKey: string): string => `${fromKey}>${toKey}`;

interface KeyedPair {
  key: string;
  fromKey: string;
  toKey: string;
}

/**
 * Minutes by car for each [from, to] pair, in order. Pairs not cached are asked in at most
 * ONE CalculateRouteMatrix call per invocation (unique departures × unique destinations of
 * the uncached pairs); every answered cell is cached. Identical places → 0 without asking.
 * A cell the calculator cannot route, or a failing calculator, falls back to estimateDrive
 * (logged), so bookings never stop because routing is down.
 */
export async function driveMinutes(
  pairs: ReadonlyArray<readonly [Place, Place]>,
): Promise<number[]> {
  const places = new Map<string, Place>();
  const keyed = pairs.map(([from, to]): KeyedPair | null => {
    if (isSamePlace(from, to)) return null;
    const fromKey = placeKey(from);
    const toKey = placeKey(to);
    places.set(fromKey, roundedPlace(fromKey));
    places.set(toKey, roundedPlace(toKey));
    return { key: pairKey(fromKey, toKey), fromKey, toKey };
  });

  const now = epochSeconds(new Date());
  const known = new Map<string, number>();
  const uncached = new Map<string, KeyedPair>();
  for (const pair of keyed) {
    if (!pair || known.has(pair.key)) continue;
    const remembered = memory.get(pair.key);
    if (remembered && remembered.expires > now) known.set(pair.key, remembered.minutes);
    else uncached.set(pair.key, pair);
  }

  for (const [key, time] of await storedDriveTimes([...uncached.values()])) {
    remember(key, time);
    known.set(key, time.minutes);
    uncached.delete(key);
  }

  if (uncached.size > 0) {
    const answered = await askCalculator([...uncached.values()], places);
    for (const pair of uncached.values()) {
      known.set(
        pair.key,
        answered?.get(pair.key)?.minutes ?? estimateBetween(pair, places).minutes,
      );
    }
  }

  return keyed.map((pair) => (pair ? (known.get(pair.key) ?? 0) : 0));
}

function roundedPlace(key: string): Place {
  const [lat = 0, lon = 0] = key.split(',').map(Number);
  return { lat, lon };
}

function estimateBetween(pair: KeyedPair, places: ReadonlyMap<string, Place>) {
  return estimateDrive(places.get(pair.fromKey)!, places.get(pair.toKey)!);
}

function remember(key: string, time: DriveTime): void {
  if (memory.size >= memoryLimit) memory.clear();
  memory.set(key, time);
}

/** The table's unexpired answers for the pairs; an unreadable cache is only logged. */
async function storedDriveTimes(pairs: readonly KeyedPair[]): Promise<Map<string, DriveTime>> {
  const found = new Map<string, DriveTime>();
  if (pairs.length === 0) return found;
  let items: StoredItem[];
  try {
    items = await getItems(pairs.map((pair) => driveTimeKey(pair.fromKey, pair.toKey)));
  } catch (error) {
    logger.warn('drive_time_cache_unreadable', { pairs: pairs.length, error });
    return found;
  }
  const keyOfPk = new Map(
    pairs.map((pair) => [driveTimeKey(pair.fromKey, pair.toKey).pk, pair.key]),
  );
  for (const item of items) {
    const key = keyOfPk.get(String(item.pk));
    const time = driveTimeOfItem(item);
    if (key && time) found.set(key, time);
  }
  return found;
}

function driveTimeOfItem(item: StoredItem): DriveTime | undefined {
  const { minutes, km, source, ttl } = item;
  if (isExpired(ttl) || typeof ttl !== 'number') return undefined;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return undefined;
  if (source !== 'route_calculator' && source !== 'estimate') return undefined;
  return { minutes, source, expires: ttl, ...(typeof km === 'number' ? { km } : {}) };
}

/**
 * One CalculateRouteMatrix call for the uncached pairs; every answered cell is cached (in
 * memory and in the table). Undefined when the calculator could not be asked or failed: the
 * caller estimates, and nothing is cached, so the next call asks again.
 */
async function askCalculator(
  pairs: readonly KeyedPair[],
  places: ReadonlyMap<string, Place>,
): Promise<Map<string, DriveTime> | undefined> {
  const departures = [...new Set(pairs.map((pair) => pair.fromKey))];
  const destinations = [...new Set(pairs.map((pair) => pair.toKey))];
  if (departures.length > maxMatrixSide || destinations.length > maxMatrixSide) {
    logger.warn('drive_times_estimated', {
      reason: 'too_many_places',
      departures: departures.length,
      destinations: destinations.length,
    });
    return undefined;
  }
  let legs: RouteLeg[][];
  try {
    legs = await calculateRouteLegs(
      departures.map((key) => places.get(key)!),
      destinations.map((key) => places.get(key)!),
    );
  } catch (error) {
    logger.warn('drive_times_estimated', {
      reason: 'route_calculator_failed',
      pairs: pairs.length,
      error,
    });
    return undefined;
  }

  const expires = ttlAfter(driveTimeTtlSeconds);
  const answered = new Map<string, DriveTime>();
  const unroutable: Array<{ from: string; to: string; error: string }> = [];
  departures.forEach((fromKey, i) => {
    destinations.forEach((toKey, j) => {
      const leg = legs[i]?.[j];
      const pair = { key: pairKey(fromKey, toKey), fromKey, toKey };
      if (!leg || fromKey === toKey || isSamePlace(places.get(fromKey)!, places.get(toKey)!))
        return;
      if (isRouted(leg)) {
        const km = leg.km === undefined ? {} : { km: leg.km };
        answered.set(pair.key, {
          minutes: leg.minutes,
          ...km,
          source: 'route_calculator',
          expires,
        });
      } else {
        // The calculator answered that it cannot route this pair: that will not change
        // tomorrow, so the estimate is cached in its place.
        const estimate = estimateBetween(pair, places);
        unroutable.push({ from: fromKey, to: toKey, error: leg.error });
        answered.set(pair.key, { ...estimate, source: 'estimate', expires });
      }
    });
  });
  if (unroutable.length > 0)
    logger.warn('drive_times_estimated', { reason: 'unroutable', cells: unroutable });

  for (const [key, time] of answered) remember(key, time);
  await storeDriveTimes(answered);
  return answered;
}

/** Writes the answers to the table; a failed write is only logged (the answers stand). */
async function storeDriveTimes(answered: ReadonlyMap<string, DriveTime>): Promise<void> {
  if (answered.size === 0) return;
  const cachedAt = new Date().toISOString();
  const items = [...answered].map(([key, time]): StoredItem => {
    const [fromKey = '', toKey = ''] = key.split('>');
    return {
      ...driveTimeKey(fromKey, toKey),
      entity: 'drive_time',
      minutes: time.minutes,
      ...(time.km === undefined ? {} : { km: time.km }),
      source: time.source,
      cached_at: cachedAt,
      ttl: time.expires,
    };
  });
  try {
    await putItems(items);
  } catch (error) {
    logger.warn('drive_time_cache_unwritable', { pairs: items.length, error });
  }
}
