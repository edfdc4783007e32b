/**
 * Sends one newsletter to every confirmed subscriber not mailed yet. Each recipient is
 * claimed (a conditional put) before the mail goes out, so a run that failed halfway, a retry
 * or two runs at once never mail anyone twice; a failed mail gives its claim back, and the
 * newsletter stays queued for the next run. Marking it sent is conditional too. A subscriber
 * SES reported as undeliverable or complaining (`suppressed`) is skipped.
 */
import type { Newsletter, Subscriber } from '@shared/api/entities';
import { defaultTemplateData, type TemplateData } from '@shared/domain/newsletter-template';
import {
  claimNewsletterDelivery,
  markNewsletterSending,
  markNewsletterSent,
  releaseNewsletterDelivery,
} from '@functions/stores/newsletters';
import { isMailable, listSubscribers } from '@functions/stores/subscribers';
import { getTemplate } from '@functions/stores/templates';
import { logger } from '@functions/lib/logger';
import { sendBrandedMail } from '@functions/capabilities/mails/mail-brand';
import { newsletterMail } from '@functions/capabilities/mails/newsletter';

async function templateOf(newsletter: Newsletter): Promise<TemplateData> {
  if (!newsletter.template_id) return defaultTemplateData;
  return (await getTemplate(newsletter.template_id))?.template_data ?? defaultTemplateData;
}

export interface SendResult {
  sent: number;
  failed: number;
  done: boolean;
}

export async function sendNewsletter(
  newsletter: Newsletter,
  subscribers?: readonly Pick<Subscriber, 'email' | 'suppressed'>[],
): Promise<SendResult> {
  await markNewsletterSending(newsletter.id);
  const [template, recipients] = await Promise.all([
    templateOf(newsletter),
    subscribers ?? listSubscribers(),
  ]);
  let sent = 0;
  let failed = 0;
  for (const { email } of recipients.filter(isMailable)) {
    if (!(await claimNewsletterDelivery(newsletter.id, email))) continue;
    try {
      await sendBrandedMail(await newsletterMail(newsletter, template, email));
      sent += 1;
    } catch (error) {
      failed += 1;
      await releaseNewsletterDelivery(newsletter.id, email);
      logger.error('newsletter_mail_failed', { newsletterId: newsletter.id, error });
    }
  }
  // Stays queued while any recipient is missing, so the next run retries just those.
  const done = failed === 0 && (await markNewsletterSent(newsletter.id));
  return { sent, failed, done };
}
