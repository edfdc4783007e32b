/** Sends e-mail through SES v2 (aws-ses-v2-local in the twin). */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from './config';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Array<{ name: string; value: string }>;
}

/** The SES v2 request for a mail; also used by the twin's Cognito mail sender. */
export function sendEmailCommand(from: string, mail: Mail): SendEmailCommand {
  return new SendEmailCommand({
    FromEmailAddress: from,
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
  });
}

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  const { AWS_REGION, SES_ENDPOINT } = config();
  client ??= new SESv2Client({ region: AWS_REGION, endpoint: SES_ENDPOINT });
  return client;
}

export async function sendMail(mail: Mail): Promise<string | undefined> {
  const out = await ses().send(sendEmailCommand(config().MAIL_FROM, mail));
  return out.MessageId;
}
