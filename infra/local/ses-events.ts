/**
 * The twin's stand-in for "SES bounce or complaint -> configuration set event destination ->
 * SNS -> Lambda": `POST /_local/ses/event` with `{ "email": "...", "type": "bounce" |
 * "complaint" }` says that the latest mail the handlers sent to that address bounced hard (or
 * was marked as spam), and hands the SNS event AWS would deliver to the same handler
 * (functions/mail-events/ses-events.ts), run as its function with its declared access.
 *
 * aws-ses-v2-local keeps no message tags, so the twin notes the tags of every SendEmail the
 * handlers make (through the AWS call seam, functions/lib/aws-client-hooks.ts) by recipient,
 * and puts the latest one's into the event as SES would (`mail.tags`).
 */
import { randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';
import { registerAwsCallHook, type AwsCall } from '@functions/lib/aws-client-hooks';
import { loadFunction } from './functions';
import { lambdaContext } from './lambda-events';
import { readMailbox } from './mailbox';

export type SimulatedSesEvent = 'bounce' | 'complaint';

interface SentTags {
  tags: Record<string, string[]>;
  configurationSet?: string;
}

/** The latest SendEmail's tags per recipient (lowercased), newest last; bounded. */
const sentTags = new Map<string, SentTags>();
const keptRecipients = 2000;

function noteSentMail(call: AwsCall): void {
  if (call.client !== 'SESv2Client' || call.command !== 'SendEmailCommand') return;
  const input = call.input as {
    Destination?: { ToAddresses?: string[] };
    EmailTags?: Array<{ Name: string; Value: string }>;
    ConfigurationSetName?: string;
  };
  const tags: Record<string, string[]> = {};
  for (const tag of input.EmailTags ?? []) tags[tag.Name] = [tag.Value];
  if (input.ConfigurationSetName) tags['ses:configuration-set'] = [input.ConfigurationSetName];
  for (const address of input.Destination?.ToAddresses ?? []) {
    const key = address.trim().toLowerCase();
    sentTags.delete(key);
    sentTags.set(key, { tags, configurationSet: input.ConfigurationSetName });
    if (sentTags.size > keptRecipients) sentTags.delete(sentTags.keys().next().value!);
  }
}

/** Starts noting the tags of sent mails (idempotent; the gateway calls it when it starts). */
export function noteSentMailTags(): void {
  registerAwsCallHook(noteSentMail);
}

/** The SES event (event publishing format) for the latest mail to `email`. */
export function sesEventMessage(
  type: SimulatedSesEvent,
  email: string,
  mail: { messageId: string; from: string; subject: string } | undefined,
  now = new Date(),
): Record<string, unknown> {
  const address = email.trim().toLowerCase();
  const timestamp = now.toISOString();
  const sent = sentTags.get(address);
  const common = {
    mail: {
      timestamp,
      source: mail?.from ?? '',
      sendingAccountId: '000000000000',
      messageId: mail?.messageId ?? `local-${randomUUID()}`,
      destination: [address],
      headersTruncated: false,
      commonHeaders: { to: [address], subject: mail?.subject ?? '' },
      tags: sent?.tags ?? {},
    },
  };
  if (type === 'bounce') {
    return {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [
          {
            emailAddress: address,
            action: 'failed',
            status: '5.1.1',
            diagnosticCode: 'smtp; 550 5.1.1 user unknown (local twin)',
          },
        ],
        timestamp,
        feedbackId: `local-${randomUUID()}`,
        reportingMTA: 'dns; localhost',
      },
      ...common,
    };
  }
  return {
    eventType: 'Complaint',
    complaint: {
      complainedRecipients: [{ emailAddress: address }],
      timestamp,
      feedbackId: `local-${randomUUID()}`,
      complaintFeedbackType: 'abuse',
    },
    ...common,
  };
}

/** SNS's envelope around one message, as Lambda receives it. */
export function snsEvent(message: Record<string, unknown>, now = new Date()): SNSEvent {
  const topicArn = 'arn:aws:sns:eu-north-1:000000000000:dronefoto-mail-events';
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Subject: '',
          Message: JSON.stringify(message),
          Timestamp: now.toISOString(),
          SignatureVersion: '1',
          Signature: 'local',
          SigningCertUrl: '',
          UnsubscribeUrl: '',
          MessageAttributes: {},
        },
      },
    ],
  };
}

/**
 * Simulates SES reporting `type` for the latest mail sent to `email` (looked up in the
 * mailbox) and runs the mail-events function on it; answers what the function answered.
 */
export async function simulateSesEvent(input: {
  sesEndpoint: string;
  email: string;
  type: SimulatedSesEvent;
}): Promise<unknown> {
  const address = input.email.trim().toLowerCase();
  const mail = (await readMailbox(input.sesEndpoint)).find((m) =>
    m.to.some((to) => to.toLowerCase() === address),
  );
  const message = sesEventMessage(
    input.type,
    address,
    mail && { messageId: mail.id, from: mail.from, subject: mail.subject },
  );
  const handler = await loadFunction('mailEvents');
  return handler(snsEvent(message), lambdaContext('dronefoto-mail-events'));
}
