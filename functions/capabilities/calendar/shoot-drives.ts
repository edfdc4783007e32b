/**
 * The drive before and after each shoot of some days, from the day's route as the day-route
 * view shows it (bookings/day-route-view.ts): the leg into a shoot (from the base or the
 * previous shoot) is its drive before; the leg home to the base after the day's last shoot is
 * its drive after. Unknown where a place or the base is unknown. One route-matrix call.
 */
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { driveLookupOf, routeLegs, type Place, type RouteDay } from '@shared/domain/day-route';
import { routeDayOf } from '@functions/capabilities/bookings/slot-availability';
import { driveMinutes } from '@functions/geo/drive-times';
import { getFlyingRules } from '@functions/stores/business-settings';
import { listDayRoutes } from '@functions/stores/day-routes';
import { listSchedulesFrom } from '@functions/stores/schedules';
import type { ShootDrives } from './feed-events';

/** The consecutive places of a day: base → stops → base. */
function dayPairs(day: RouteDay): Array<[Place, Place]> {
  const places = [day.base, ...day.stops.map((s) => s.place), day.base];
  const pairs: Array<[Place, Place]> = [];
  for (let i = 0; i + 1 < places.length; i += 1) {
    const a = places[i];
    const b = places[i + 1];
    if (a && b) pairs.push([a, b]);
  }
  return pairs;
}

/** Drives by booking id for the shoots from today on (`dates`: their dates, any order). */
export async function shootDrives(dates: readonly string[]): Promise<Map<string, ShootDrives>> {
  const today = copenhagenToday();
  const ahead = [...new Set(dates)].filter((date) => date >= today).sort();
  const drives = new Map<string, ShootDrives>();
  if (ahead.length === 0) return drives;
  const [routes, schedules, rules] = await Promise.all([
    listDayRoutes(ahead[0]!, ahead[ahead.length - 1]!),
    listSchedulesFrom(today),
    getFlyingRules(),
  ]);
  const days = ahead.map((date) => routeDayOf(date, routes.get(date), schedules, rules));
  const pairs = days.flatMap(dayPairs);
  const lookup = driveLookupOf(pairs, pairs.length > 0 ? await driveMinutes(pairs) : []);
  for (const day of days) {
    for (const leg of routeLegs(day, lookup)) {
      if (leg.to !== null) {
        const known = drives.get(leg.to) ?? { before: null, after: null };
        drives.set(leg.to, { ...known, before: leg.drive_minutes });
      } else if (leg.from !== null) {
        const known = drives.get(leg.from) ?? { before: null, after: null };
        drives.set(leg.from, { ...known, after: leg.drive_minutes });
      }
    }
  }
  return drives;
}
