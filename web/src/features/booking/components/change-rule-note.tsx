import { useQuery } from '@tanstack/react-query';
import { changePromiseText } from '@shared/domain/booking-lifecycle/changes';
import { bookingRulesQueryOptions } from '@web/lib/booking-rules';

/**
 * The payment page's sentence on moving and cancelling (product §2 'Payment page'): free until
 * the owner's cut-off, or, for a shoot already inside it, that the booking cannot be moved or
 * cancelled. Nothing until the rules are known.
 */
export function ChangeRuleNote({ date, time }: { date: string; time: string }) {
  const rules = useQuery(bookingRulesQueryOptions);
  if (!rules.data) return null;
  return (
    <p className="payment-submit__rule" data-testid="change-rule">
      {changePromiseText(
        { booking_date: date, booking_time: time },
        rules.data.cancellation_cutoff_hours,
        new Date(),
      )}
    </p>
  );
}
