/** `POST /api/newsletter/subscribe`: adds the address (idempotent) and sends a welcome mail. */
import type { NewsletterAnswer } from '@shared/api/search-newsletter';
import { addSubscriber } from '../data/subscribers';
import type { InputOf } from '../lib/http';
import { sendMail } from '../lib/mailer';
import { welcomeMail } from './welcome-mail';
import { newsletterTexts } from '@shared/texts/newsletter';
import { logger } from '@functions/lib/logger';

export async function subscribe({ body }: InputOf<'subscribe'>): Promise<NewsletterAnswer> {
  const { created, subscriber } = await addSubscriber(body.email);
  if (!created) return { success: true, message: newsletterTexts.alreadySubscribed };
  try {
    await sendMail(welcomeMail(subscriber.email));
  } catch (error) {
    // The subscription stands; a lost welcome mail is logged, not shown as a failure.
    logger.error('newsletter_welcome_mail_failed', { error });
  }
  return { success: true, message: newsletterTexts.subscribed };
}
