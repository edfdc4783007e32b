import type { Availability } from '@shared/api/availability';
import { bookingTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { unreachableWindowNotes } from '@web/components/slot-calendar/unreachable-notes';

/** Why some times are not shown (product §4): notice, length, daylight and the drive. */
export function SlotRules({
  rules,
  days,
}: {
  rules: Availability['rules'];
  /** The window's days: the drives that hide free times on some of them are named. */
  days: Availability['days'];
}) {
  return (
    <div className="booking-slots__rules" id="booking-slot-rules">
      <p>
        {fillText(bookingTexts.rulesNote, {
          hours: rules.min_notice_hours,
          minutes: rules.duration_minutes,
        })}
      </p>
      {rules.daylight_only ? <p>{bookingTexts.rulesDaylight}</p> : null}
      <p>{rules.drive_checked ? bookingTexts.rulesDriveChecked : bookingTexts.rulesAddressFirst}</p>
      {unreachableWindowNotes(days).map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
