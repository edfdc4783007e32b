/**
 * Scheduled job (EventBridge on the first day of each month in AWS, the twin's scheduler
 * locally): one Stripe invoice per firm billed monthly, for the month before (decision 0035).
 * Safe to run again and again: each firm's month is claimed once (a guard item in a
 * transaction) and Stripe's calls carry idempotency keys. An event with `month` (YYYY-MM)
 * runs it for that month (a script or a test invoking the handler).
 */
import {
  monthToBill,
  runMonthlyInvoices,
  type MonthlyRun,
} from '@functions/capabilities/firm-billing/monthly-invoices';
import { withRequestLogging } from '@functions/lib/logger';

async function handle(event: { month?: unknown } | void): Promise<MonthlyRun> {
  const now = new Date();
  const given = event && typeof event.month === 'string' ? event.month : undefined;
  const month = given && /^\d{4}-(0[1-9]|1[0-2])$/.test(given) ? given : monthToBill(now);
  return runMonthlyInvoices(month, now);
}

export const handler = withRequestLogging(handle);
