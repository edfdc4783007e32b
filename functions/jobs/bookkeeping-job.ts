/**
 * Scheduled job (EventBridge every minute in AWS, the twin's scheduler locally): pushes the
 * queued receipts and credit notes to e-conomic with their PDFs, once each (decision 0036,
 * functions/capabilities/bookkeeping/document-push.ts). A run that throws goes to the job's
 * dead-letter queue; a push that fails is the queue's (back-off, 'Fejlede' in Bogføring).
 */
import {
  pushDueDocuments,
  type PushSummary,
} from '@functions/capabilities/bookkeeping/document-push';
import { withRequestLogging } from '@functions/lib/logger';

// `void`: the schedule's event carries nothing the job needs, and tests call it with none.
async function handle(_event: void): Promise<PushSummary> {
  return pushDueDocuments(new Date());
}

export const handler = withRequestLogging(handle);
