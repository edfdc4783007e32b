/**
 * Sign-up by confirmation (double opt-in). `POST /api/newsletter/subscribe` mails a signed
 * confirmation link, at most once a day per address; only `POST /api/newsletter/confirm`
 * with that link makes the address a subscriber (and queues the welcome mail in the outbox, in
 * the same transaction). Nobody can
 * make the site mail an address more than once a day, nor subscribe someone else.
 */
import type { NewsletterAnswer } from '@shared/api/search-newsletter';
import { newsletterConfirmTexts, newsletterTexts } from '@shared/texts/newsletter';
import { logger } from '@functions/lib/logger';
import { addSubscriber, getSubscriber } from '@functions/stores/subscribers';
import {
  recordSubscriptionRequest,
  removeSubscriptionRequest,
} from '@functions/stores/subscription-requests';
import { badRequest } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { confirmationLinkValid } from '@functions/capabilities/links/link-signing';
import { sendBrandedMail } from '@functions/capabilities/mails/mail-brand';
import { confirmationMail } from '@functions/capabilities/mails/newsletter-confirmation';
import { welcomeMail } from '@functions/capabilities/mails/newsletter-welcome';
import { queueMail } from '@functions/stores/mail-outbox';

export async function subscribe({ body }: InputOf<'subscribe'>): Promise<NewsletterAnswer> {
  if (await getSubscriber(body.email)) {
    return { success: true, message: newsletterTexts.alreadySubscribed };
  }
  if (await recordSubscriptionRequest(body.email)) {
    try {
      await sendBrandedMail(confirmationMail(body.email));
    } catch (error) {
      // Let the next sign-up try again rather than wait a day for a mail that never went.
      await removeSubscriptionRequest(body.email);
      logger.error('newsletter_confirmation_mail_failed', { error });
      throw error;
    }
  }
  return { success: true, message: newsletterConfirmTexts.checkYourMail };
}

export async function confirmSubscription({
  body,
}: InputOf<'confirmSubscription'>): Promise<NewsletterAnswer> {
  if (!confirmationLinkValid(body)) {
    throw badRequest(newsletterConfirmTexts.invalidLink, 'invalid_confirmation_link');
  }
  // A new subscriber's welcome mail is queued in the outbox with the subscription.
  await addSubscriber(body.email, (subscriber) => [
    queueMail({
      id: `newsletter-welcome#${subscriber.id}`,
      mail: welcomeMail(subscriber.email),
      to: [subscriber.email],
    }),
  ]);
  await removeSubscriptionRequest(body.email);
  return { success: true, message: newsletterConfirmTexts.confirmed };
}
