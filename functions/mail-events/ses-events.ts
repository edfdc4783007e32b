/**
 * SES's bounces and complaints (the configuration set's event destination -> SNS -> here):
 * each message marks the subscriber suppressed and the booking as not reached
 * (../capabilities/mail-problems). A failure throws: Lambda retries the event twice, then it
 * waits on the function's dead-letter queue and the owner is mailed (docs/operations.md).
 */
import type { SNSEvent } from 'aws-lambda';
import { recordMailProblem } from '@functions/capabilities/mail-problems/record-mail-problem';
import { readSesEvent } from '@functions/capabilities/mail-problems/ses-events';
import { logger, withRequestLogging } from '@functions/lib/logger';

async function handle(event: SNSEvent): Promise<{ recorded: number; ignored: number }> {
  let recorded = 0;
  let ignored = 0;
  for (const record of event.Records) {
    const read = readSesEvent(record.Sns.Message);
    if ('ignored' in read) {
      ignored += 1;
      logger.info('ses_event_ignored', { why: read.ignored, snsMessageId: record.Sns.MessageId });
      continue;
    }
    await recordMailProblem(read);
    recorded += 1;
  }
  return { recorded, ignored };
}

/** The Lambda entry point, its log lines carrying the request id. */
export const handler = withRequestLogging(handle);
