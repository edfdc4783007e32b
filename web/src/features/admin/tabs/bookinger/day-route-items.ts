/**
 * 'Dagens rute' as the owner reads it, from the server's answer (GET /api/admin/day-route):
 * the start at the base (or the note that there is none), then each leg's drive before the
 * stop it leads to, and the drive home; each leg as one line of text.
 */
import type { DayRoute, DayRouteLeg, DayRouteStop } from '@shared/api/day-route';
import { formatDuration } from '@shared/domain/danish-format';
import { dayRouteTexts as t } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';

export type DayRouteItem =
  | { kind: 'base'; address: string }
  | { kind: 'no-base' }
  | { kind: 'leg'; leg: DayRouteLeg }
  | { kind: 'stop'; stop: DayRouteStop }
  | { kind: 'home' };

/** The route in order; nothing on a day without bookings. */
export function dayRouteItems(route: DayRoute): DayRouteItem[] {
  if (route.stops.length === 0) return [];
  const items: DayRouteItem[] = [
    route.base_address ? { kind: 'base', address: route.base_address } : { kind: 'no-base' },
  ];
  for (const stop of route.stops) {
    const leg = route.legs.find((candidate) => candidate.to === stop.booking_id);
    if (leg) items.push({ kind: 'leg', leg });
    items.push({ kind: 'stop', stop });
  }
  const home = route.legs.find((leg) => leg.to === null && leg.from !== null);
  if (home) items.push({ kind: 'leg', leg: home }, { kind: 'home' });
  return items;
}

export interface LegLine {
  text: string;
  /** The leg cannot be made: the drive and the time to get ready do not fit. */
  short: boolean;
}

/** 'Kørsel 2 t 35 min · 40 min til overs', 'Kørsel ukendt', or '… · Kan ikke nås: mangler 25 min'. */
export function legLine(leg: DayRouteLeg): LegLine {
  if (leg.drive_minutes === null) return { text: t.driveUnknown, short: false };
  const drive = fillText(t.drive, { duration: formatDuration(leg.drive_minutes) });
  if (leg.spare_minutes === null) return { text: drive, short: false };
  if (leg.spare_minutes < 0) {
    const missing = fillText(t.short, { duration: formatDuration(-leg.spare_minutes) });
    return { text: `${drive} · ${missing}`, short: true };
  }
  const spare = fillText(t.spare, { duration: formatDuration(leg.spare_minutes) });
  return { text: `${drive} · ${spare}`, short: false };
}
