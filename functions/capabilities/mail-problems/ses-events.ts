/**
 * SES's bounce and complaint events as they arrive through SNS (the configuration set's event
 * destination: `eventType`; an identity's notifications say `notificationType` with the same
 * fields), read into what the product acts on. Only what SES means for good counts: a
 * permanent bounce (the address does not exist, or is on the suppression list) or a
 * complaint. A transient bounce (a full mailbox, a server away) is left to SES's own retries.
 */
import * as z from 'zod/mini';
import type { MailProblemReason } from '@shared/api/entities';
import { normaliseEmail } from '@functions/data/keys';
import { bookingMailTag } from '@functions/lib/mail-tags';

const recipients = z
  .array(z.object({ emailAddress: z.string().check(z.minLength(3)) }))
  .check(z.minLength(1));

const sesEventSchema = z.object({
  eventType: z.optional(z.string()),
  notificationType: z.optional(z.string()),
  bounce: z.optional(
    z.object({
      bounceType: z.string(),
      bounceSubType: z.optional(z.string()),
      bouncedRecipients: recipients,
      timestamp: z.optional(z.string()),
    }),
  ),
  complaint: z.optional(
    z.object({
      complainedRecipients: recipients,
      timestamp: z.optional(z.string()),
      complaintFeedbackType: z.optional(z.string()),
    }),
  ),
  mail: z.object({
    messageId: z.string(),
    timestamp: z.optional(z.string()),
    /** The message tags: SES's own (`ses:…`) and ours (`booking`). */
    tags: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
});

/** What one SES event tells: these addresses cannot be mailed, and why. */
export interface MailProblemEvent {
  reason: MailProblemReason;
  /** Normalised (trimmed, lowercased). */
  addresses: string[];
  /** When SES saw it (ISO). */
  at: string;
  /** The booking the mail was about (its `booking` tag), if any. */
  bookingId?: string;
  messageId: string;
  /** SES's finer kind, for the log: `General`, `NoEmail`, `OnAccountSuppressionList`, `abuse`. */
  detail?: string;
}

/** Why an SNS message could not be used, for the log. */
export type Unusable = { ignored: string };

/** One SNS message (SES's JSON) -> the problem it reports, or why it reports none. */
export function readSesEvent(message: string, now = new Date()): MailProblemEvent | Unusable {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return { ignored: 'not_json' };
  }
  const parsed = sesEventSchema.safeParse(json);
  if (!parsed.success) return { ignored: 'not_an_ses_event' };
  const event = parsed.data;
  const type = event.eventType ?? event.notificationType;
  const bookingId = event.mail.tags?.[bookingMailTag]?.[0];
  const common = {
    messageId: event.mail.messageId,
    ...(bookingId ? { bookingId } : {}),
  };
  const at = (timestamp: string | undefined) =>
    timestamp ?? event.mail.timestamp ?? now.toISOString();
  if (type === 'Bounce' && event.bounce) {
    if (event.bounce.bounceType !== 'Permanent') return { ignored: 'transient_bounce' };
    return {
      reason: 'bounce',
      addresses: event.bounce.bouncedRecipients.map((r) => normaliseEmail(r.emailAddress)),
      at: at(event.bounce.timestamp),
      detail: event.bounce.bounceSubType,
      ...common,
    };
  }
  if (type === 'Complaint' && event.complaint) {
    return {
      reason: 'complaint',
      addresses: event.complaint.complainedRecipients.map((r) => normaliseEmail(r.emailAddress)),
      at: at(event.complaint.timestamp),
      detail: event.complaint.complaintFeedbackType,
      ...common,
    };
  }
  return { ignored: `event_${type ?? 'unknown'}` };
}
