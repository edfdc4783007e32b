/**
 * Why a time chosen before the address was known cannot be flown there (issue 39: the reason
 * shown is the true one), read from the availability the server answered for the address:
 * the day lies inside a drone zone's permit lead, the time is not in daylight there, or the
 * drive hides it, from the base or from another shoot that day.
 */
import type { Availability } from '@shared/api/availability';
import { addDays } from '@shared/domain/copenhagen-time';
import { bookingTexts as t } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

export function lostSlotReason(
  availability: Pick<Availability, 'today' | 'days' | 'rules'>,
  date: string,
  time: string,
): string {
  const lead = availability.rules.permit_lead_days ?? 0;
  if (lead > 0 && date < addDays(availability.today, lead))
    return fillText(t.slotNotForAddressPermit, { days: lead });
  const day = availability.days.find((d) => d.date === date);
  if (availability.rules.daylight_only && day?.sunrise && day.sunset) {
    const start = minutesOf(time);
    const end = start + availability.rules.duration_minutes;
    if (start < minutesOf(day.sunrise) || end > minutesOf(day.sunset))
      return t.slotNotForAddressDaylight;
  }
  if (day && day.unreachable_from_base > 0 && day.unreachable === day.unreachable_from_base)
    return t.slotNotForAddressFromBase;
  if (day && day.unreachable > day.unreachable_from_base) return t.slotNotForAddressOtherShoot;
  return t.slotNotForAddress;
}
