/**
 * Scheduled job (EventBridge every minute in AWS, the twin's scheduler locally): makes the
 * galleries' 'Hent alle' archives that customers asked for, each streamed into a zip straight
 * to the private bucket (functions/capabilities/deliveries/gallery-archives.ts, decision 0034).
 */
import { makeWaitingArchives } from '@functions/capabilities/deliveries/archive-making';
import { withRequestLogging } from '@functions/lib/logger';

// `void`: the schedule's event carries nothing the job needs, and tests call it with none.
async function handle(_event: void): Promise<{ made: number; failed: number }> {
  return makeWaitingArchives();
}

/** The Lambda entry point, its log lines carrying the request id. */
export const handler = withRequestLogging(handle);
