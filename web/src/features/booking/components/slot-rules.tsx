import type { Availability } from '@shared/api/availability';
import { bookingTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';

/** Why some times are not shown (product §4): notice, length, daylight and the drive. */
export function SlotRules({
  rules,
  someUnreachable,
}: {
  rules: Availability['rules'];
  /** The drive hides free times on some day of the window. */
  someUnreachable: boolean;
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
      {someUnreachable ? <p>{bookingTexts.unreachableSomeDays}</p> : null}
    </div>
  );
}
