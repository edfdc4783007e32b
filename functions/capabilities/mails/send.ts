/**
 * Sending a mail directly, where no outbox is needed (the coverage request mails, each
 * claimed by its request): a failure is logged and never thrown. The mails that follow a
 * state change go through the outbox instead (outbox.ts). And what the mails' calendar files
 * need of the site.
 */
import { config } from '@functions/lib/config';
import { senderAddress } from '@functions/lib/mail-from';
import { logger } from '@functions/lib/logger';
import type { Mail } from '@functions/lib/mailer';
import { businessMailName, sendBrandedMail } from './mail-brand';
import type { MailSite } from './booking-changes';

/** Sends `mail`; on failure logs `event` with the context and answers false. */
export async function sendMailLogged(
  mail: Mail,
  event: string,
  context: Record<string, unknown>,
): Promise<boolean> {
  try {
    await sendBrandedMail(mail);
    return true;
  } catch (error) {
    logger.error(event, { ...context, to: mail.to.join(','), error });
    return false;
  }
}

/** The site, the business's name, its sender as the calendar event's organizer, and now. */
export function mailSiteOf(name: string, now = new Date()): MailSite {
  const { SITE_URL, MAIL_FROM } = config();
  return { url: SITE_URL, name, organizer: senderAddress(MAIL_FROM), now };
}

/** `mailSiteOf` with the business's name as it is saved now. */
export async function mailSite(now = new Date()): Promise<MailSite> {
  return mailSiteOf(await businessMailName(), now);
}
