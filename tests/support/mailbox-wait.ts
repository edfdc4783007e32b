/** Waiting for a mail in the twin's mailbox (the SES stand-in) in integration tests. */
import { readMailbox, type LocalMail } from '@infra/local/mailbox';
import { waitFor } from './table-data';

/** The first mail to `email` whose subject starts with `subject` and mentions `mentions`. */
export async function mailTo(email: string, subject: string, mentions = ''): Promise<LocalMail> {
  const matches = (mail: LocalMail) =>
    mail.to.includes(email) && mail.subject.startsWith(subject) && mail.text.includes(mentions);
  const mails = await waitFor(
    () => readMailbox(process.env.SES_ENDPOINT!),
    (found) => found.some(matches),
  );
  const mail = mails.find(matches);
  if (!mail) throw new Error(`no mail '${subject}' to ${email} mentioning ${mentions}`);
  return mail;
}
