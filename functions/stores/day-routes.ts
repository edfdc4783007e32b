/**
 * The day's route (ROUTE / {date}): the stops of a date's bookings (start, length, position)
 * and a version. Every booking, move and cancellation of a date rewrites this item in the
 * same transaction as the booking, on the condition that the version is still the one read:
 * whether a new stop can be driven to is decided on exactly the stops it is written next to,
 * so two bookings of one day that together cannot be driven never both succeed (the loser
 * gets DayChangedError, reads the day again and decides again). All days share the
 * partition ROUTE, so the 28 days of the booking page are one range Query.
 */
import type { Booking } from '@shared/api/entities';
import type { RouteStop } from '@shared/domain/day-route';
import { DayChangedError } from '@functions/data/errors';
import { dayRouteKey, dayRoutePartition } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { getItem, type StoredItem } from '@functions/data/store';
import { putNew, type GuardedItem } from '@functions/data/transactions';

export interface DayRoute {
  date: string;
  /** 0 when the day has no item yet. */
  version: number;
  /** Ascending by time. */
  stops: RouteStop[];
}

const emptyDay = (date: string): DayRoute => ({ date, version: 0, stops: [] });

function toDayRoute(item: StoredItem): DayRoute {
  const stops = Array.isArray(item.stops) ? (item.stops as RouteStop[]) : [];
  return {
    date: item.sk as string,
    version: typeof item.version === 'number' ? item.version : 0,
    stops: [...stops].sort((a, b) => a.time.localeCompare(b.time)),
  };
}

/** The route of a date as stored now (strongly consistent: a booking decides on it). */
export async function getDayRoute(date: string): Promise<DayRoute> {
  const item = await getItem(dayRouteKey(date), true);
  return item ? toDayRoute(item) : emptyDay(date);
}

/** The routes of the dates from `fromDate` to `toDate` inclusive (one Query), by date. */
export async function listDayRoutes(
  fromDate: string,
  toDate: string,
): Promise<Map<string, DayRoute>> {
  const items = await queryPartition({
    partition: dayRoutePartition,
    sortKey: { between: [fromDate, toDate] },
  });
  return new Map(items.map((item) => [item.sk as string, toDayRoute(item)]));
}

/** A booking's stop on its day's route. */
export function stopOf(
  booking: Pick<Booking, 'id' | 'booking_time' | 'duration_minutes' | 'shoot_lat' | 'shoot_lon'>,
): RouteStop {
  return {
    booking_id: booking.id,
    time: booking.booking_time,
    duration_minutes: booking.duration_minutes,
    lat: booking.shoot_lat ?? null,
    lon: booking.shoot_lon ?? null,
  };
}

/** The route with the booking's stop added (or replaced, when it is already on it). */
export const withStop = (route: DayRoute, stop: RouteStop): RouteStop[] =>
  [...route.stops.filter((s) => s.booking_id !== stop.booking_id), stop].sort((a, b) =>
    a.time.localeCompare(b.time),
  );

/** The route without the booking's stop. */
export const withoutStop = (route: DayRoute, bookingId: string): RouteStop[] =>
  route.stops.filter((s) => s.booking_id !== bookingId);

/**
 * The transaction element that writes the day's new stops, on the condition that nobody
 * wrote the day since `route` was read (DayChangedError otherwise).
 */
export function dayRouteWrite(route: DayRoute, stops: RouteStop[]): GuardedItem {
  const onConditionFailed = () => new DayChangedError(route.date);
  if (route.version === 0) {
    return putNew(
      {
        ...dayRouteKey(route.date),
        entity: 'day_route',
        date: route.date,
        version: 1,
        stops,
      },
      onConditionFailed,
    );
  }
  return {
    item: {
      Update: {
        Key: dayRouteKey(route.date),
        UpdateExpression: 'SET stops = :stops, version = :next',
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: {
          ':stops': stops,
          ':next': route.version + 1,
          ':read': route.version,
        },
      },
    },
    onConditionFailed,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` again while it fails with DayChangedError (another change of the same day won
 * the race), up to `attempts` times with a jittered pause; the last DayChangedError is thrown.
 */
export async function retryOnDayChange<T>(work: () => Promise<T>, attempts = 12): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof DayChangedError) || attempt >= attempts) throw error;
      await pause(Math.random() * Math.min(400, 15 * 2 ** attempt));
    }
  }
}
