/**
 * Where the owner's private appointments are (issue 44, decision 0038): an event's LOCATION
 * text found by the same geocoder as a booking's address (functions/geo/geocode, cached), so
 * the booking page can count the drive to and from it as it does between two shoots. Only the
 * point is stored, never the text; a place that cannot be found leaves the busy time without
 * one (its slots are still taken).
 */
import { geocode } from '@functions/geo/geocode';
import { logger } from '@functions/lib/logger';
import type { BusyInterval as StoredBusy } from '@functions/stores/private-calendars';
import type { BusyInterval } from './busy-times';

/** At most this many different places are looked up per calendar and read. */
export const maxPlacesPerRead = 50;

/** The busy times as stored: with a point where the event's place was found. */
export async function placeBusyTimes(busy: readonly BusyInterval[]): Promise<StoredBusy[]> {
  const texts = [
    ...new Set(busy.flatMap((b) => (b.location && b.lat === undefined ? [b.location] : []))),
  ].slice(0, maxPlacesPerRead);
  const found = new Map<string, { lat: number; lon: number }>();
  for (const text of texts) {
    try {
      const point = await geocode(text);
      if (point) found.set(text, { lat: point.lat, lon: point.lon });
    } catch (error) {
      logger.warn('private_calendar_place_failed', { error: String(error) });
    }
  }
  return busy.map(({ start, end, lat, lon, location }) => {
    if (lat !== undefined && lon !== undefined) return { start, end, lat, lon };
    const point = location ? found.get(location) : undefined;
    return point ? { start, end, ...point } : { start, end };
  });
}
