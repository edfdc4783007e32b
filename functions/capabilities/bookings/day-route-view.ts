/**
 * `GET /api/admin/day-route?date=`: the owner's day as a route (product §4): the day's
 * bookings in order of time, each leg's drive (base → first → … → last → base) with the
 * minutes to spare after the drive and the buffer, and a directions link for a map app. Each
 * stop names the booking's number and the access notes the customer gave (issue 40).
 */
import type { DayRoute as DayRouteView, DayRouteStop } from '@shared/api/day-route';
import type { Booking } from '@shared/api/entities';
import { bookingNumberText } from '@shared/domain/booking-number';
import { copenhagenToday, copenhagenWallClock } from '@shared/domain/copenhagen-time';
import { driveLookupOf, routeLegs, type Place, type TimedStop } from '@shared/domain/day-route';
import { workingDayOf } from '@shared/domain/slots';
import { listSchedulesFrom } from '@functions/stores/schedules';
import { getBusinessSettings, getFlyingRules } from '@functions/stores/business-settings';
import { driveMinutes } from '@functions/geo/drive-times';
import type { InputOf } from '@functions/lib/http';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getDayRoute } from '@functions/stores/day-routes';
import { routeDayOf } from './slot-availability';
import { isOutsideHours } from './owner-booking-list';

const wallTime = (at: number | null) =>
  at === null ? null : copenhagenWallClock(new Date(at)).time;

/** One address in a map app (Google Maps URL API: a search). */
const addressMapUrl = (address: string) =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: address })}`;

/** Directions from the base through the day's addresses and back (Google Maps URL API). */
function mapUrl(base: string | null, addresses: string[]): string | null {
  if (addresses.length === 0) return null;
  const origin = base ?? addresses[0]!;
  const destination = base ?? addresses[addresses.length - 1]!;
  const waypoints = base ? addresses : addresses.slice(1, -1);
  const query = new URLSearchParams({ api: '1', origin, destination, travelmode: 'driving' });
  if (waypoints.length > 0) query.set('waypoints', waypoints.join('|'));
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}

/** The drives between consecutive places, asked in one call (0 for a place to itself). */
async function legDrives(stops: readonly TimedStop[], base: Place | null) {
  const places = [base, ...stops.map((s) => s.place), base];
  const pairs: Array<[Place, Place]> = [];
  for (let i = 0; i + 1 < places.length; i += 1) {
    const a = places[i];
    const b = places[i + 1];
    if (a && b) pairs.push([a, b]);
  }
  return driveLookupOf(pairs, pairs.length > 0 ? await driveMinutes(pairs) : []);
}

export async function getDayRouteView({ query }: InputOf<'getDayRoute'>): Promise<DayRouteView> {
  const { date } = query;
  const [route, schedules, rules, settings] = await Promise.all([
    getDayRoute(date),
    listSchedulesFrom(date),
    getFlyingRules(),
    getBusinessSettings(),
  ]);
  const day = routeDayOf(date, route, schedules, rules);
  const bookings = new Map(
    (await Promise.all(route.stops.map((s) => getBooking(s.booking_id))))
      .filter((b): b is Booking => b !== undefined)
      .map((b) => [b.id, b]),
  );
  const drive = await legDrives(day.stops, rules.base);
  const today = copenhagenToday();
  const stops: DayRouteStop[] = day.stops.map((stop) => {
    const booking = bookings.get(stop.id);
    const address = booking?.address ?? '';
    return {
      booking_id: stop.id,
      time: wallTime(stop.start)!,
      end_time: wallTime(stop.end)!,
      duration_minutes: Math.round((stop.end - stop.start) / 60_000),
      address,
      address_map_url: addressMapUrl(address),
      access_notes: booking?.access_notes ?? null,
      booking_number: booking ? bookingNumberText(booking) : null,
      product_name: booking?.product_name ?? '',
      customer_email: booking?.user_email ?? '',
      customer_name: booking?.customer_name ?? null,
      customer_phone: booking?.customer_phone ?? null,
      outside_hours: booking ? isOutsideHours(booking, schedules, today) : false,
    };
  });
  const working = workingDayOf(schedules, date);
  const baseAddress = rules.base ? (settings?.base_address ?? null) : null;
  return {
    date,
    base_address: baseAddress,
    buffer_minutes: rules.bufferMinutes,
    opens: wallTime(working.from),
    closes: wallTime(working.to),
    stops,
    legs: routeLegs(day, drive),
    map_url: mapUrl(baseAddress, stops.map((s) => s.address).filter(Boolean)),
  };
}
