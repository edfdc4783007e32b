/**
 * Scheduled job (EventBridge every 15 minutes in AWS, the twin's scheduler locally): reads the
 * owner's private calendars and stores their busy times (functions/capabilities/private-calendars,
 * decision 0038). A calendar that fails keeps its last known busy times; one not read for over
 * two hours is counted (`PrivateCalendarStale`), which raises an alarm in AWS.
 */
import {
  refreshPrivateCalendars,
  type RefreshSummary,
} from '@functions/capabilities/private-calendars/refresh';
import { withRequestLogging } from '@functions/lib/logger';

// `void`: the schedule's event carries nothing the job needs, and tests call it with none.
async function handle(_event: void): Promise<RefreshSummary> {
  return refreshPrivateCalendars(new Date());
}

/** The Lambda entry point, its log lines carrying the request id. */
export const handler = withRequestLogging(handle);
