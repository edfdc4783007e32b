/**
 * Sends e-mail through SES v2 (aws-ses-v2-local in the twin): the single send point, so it
 * counts every mail sent and refused (metrics.ts), and names the configuration set
 * (MAIL_CONFIGURATION_SET) whose bounces and complaints come back to functions/mail-events.
 */
import type { SendEmailCommandInput, SESv2Client } from '@aws-sdk/client-sesv2';
import type * as SesSdk from './sesv2-sdk';
import { withAwsCallHooks } from './aws-client-hooks';
import { config } from './config';
import { bookingMailTag, isTagValue } from './mail-tags';
import { countMetric } from './metrics';
import { fromHeader } from './mail-from';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Array<{ name: string; value: string }>;
  /**
   * The booking whose customer this mail goes to (never set on a mail to the owner): SES's
   * bounce or complaint for it carries it back as the message tag `booking`, and the booking
   * is marked as not reached (functions/capabilities/mail-problems).
   */
  bookingId?: string;
  /**
   * The sender's display name (the business's name, functions/capabilities/mails/mail-brand.ts)
   * before MAIL_FROM's address; MAIL_FROM as configured without one.
   */
  fromName?: string;
}

/**
 * The SES v2 request for a mail, with the configuration set when there is one; also used by
 * the twin's Cognito mail sender.
 */
export function sendEmailInput(
  from: string,
  mail: Mail,
  configurationSet?: string,
): SendEmailCommandInput {
  const tags =
    mail.bookingId && isTagValue(mail.bookingId)
      ? [{ Name: bookingMailTag, Value: mail.bookingId }]
      : [];
  return {
    FromEmailAddress: mail.fromName ? fromHeader(mail.fromName, from) : from,
    ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    ...(tags.length ? { EmailTags: tags } : {}),
    Destination: { ToAddresses: mail.to },
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: mail.text, Charset: 'UTF-8' },
          ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
        },
        ...(mail.headers?.length
          ? { Headers: mail.headers.map((h) => ({ Name: h.name, Value: h.value })) }
          : {}),
        ...(mail.attachments?.length
          ? {
              Attachments: mail.attachments.map((a) => ({
                FileName: a.filename,
                ContentType: a.contentType,
                RawContent: new Uint8Array(a.content),
              })),
            }
          : {}),
      },
    },
  };
}

let loading: Promise<typeof SesSdk> | undefined;

/**
 * The SES SDK: loaded on the first mail (a module beside the bundle: `lazyModules`,
 * docs/decisions/0022), unless the function handed over its bundled copy.
 */
const sesSdk = (): Promise<typeof SesSdk> => (loading ??= import('@functions/lib/sesv2-sdk'));

/**
 * For the functions whose every run sends mail (the mail jobs): the SES client bundled with
 * them, sharing the bundle's SDK core, instead of the module beside the bundle with its own.
 */
export function useBundledMailSdk(sdk: typeof SesSdk): void {
  loading = Promise.resolve(sdk);
}

let client: SESv2Client | undefined;

async function ses(): Promise<{ client: SESv2Client; sdk: typeof SesSdk }> {
  const sdk = await sesSdk();
  const { AWS_REGION, SES_ENDPOINT } = config();
  client ??= withAwsCallHooks(new sdk.SESv2Client({ region: AWS_REGION, endpoint: SES_ENDPOINT }));
  return { client, sdk };
}

/**
 * Addresses of the reserved `.invalid` domain (RFC 2606), such as the stand-in a deleted
 * customer's kept bookings carry, are never mailed.
 */
export const isDeliverableAddress = (address: string): boolean =>
  !/@(?:[^@]*\.)?invalid$/i.test(address.trim());

/**
 * Sends a mail; undefined (nothing sent) when no recipient is deliverable. Counts it as
 * `MailSent`, or `MailFailed` (and throws) when SES refuses it.
 */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const to = mail.to.filter(isDeliverableAddress);
  if (to.length === 0) return undefined;
  const { MAIL_FROM, MAIL_CONFIGURATION_SET } = config();
  try {
    const { client, sdk } = await ses();
    const out = await client.send(
      new sdk.SendEmailCommand(sendEmailInput(MAIL_FROM, { ...mail, to }, MAIL_CONFIGURATION_SET)),
    );
    countMetric('MailSent');
    return out.MessageId;
  } catch (error) {
    countMetric('MailFailed');
    throw error;
  }
}
