import { permitLines, type BookingPermit } from '@shared/domain/booking-lifecycle/permit';
import { droneZoneTexts as t } from '@shared/texts/drone-zones';
import './drone-zone.css';

/**
 * The drone-zone permit a shoot depends on, wherever the booking is shown after it was booked
 * (the payment page, the thank-you page, the profile): that it is needed and what happens if
 * it is refused, or that it is in hand. Nothing for an address that needs none.
 */
export function PermitNote({ permit }: { permit: BookingPermit | null }) {
  const lines = permitLines(permit);
  if (lines.length === 0) return null;
  return (
    <div className="permit-note" role="note" aria-label={t.noticeHeading}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
