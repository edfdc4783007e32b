/**
 * Newsletters (product §2 'Newsletter', 5): send now (in this request, each recipient claimed so
 * the scheduled sender never mails anyone twice) or at a chosen time (the scheduled sender
 * takes it when due); history; calling off a scheduled one; removing a subscriber; templates
 * whose names are unique by the database.
 */
import type { Newsletter, NewsletterTemplate, Subscriber } from '@shared/api/entities';
import type { NewsletterSent } from '@shared/api/newsletter-admin';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { DuplicateTemplateNameError, NotFoundError } from '@functions/data/errors';
import {
  cancelQueuedNewsletter,
  createNewsletter,
  getNewsletter,
  listNewsletters,
} from './newsletters';
import { getSubscriber, listSubscribers, removeSubscriber } from './subscribers';
import * as templates from './templates';
import { badRequest, conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { sendNewsletter as deliver } from './send-newsletter';

/** A time this close to now (or earlier) means 'now'. */
const nowTolerance = 60_000;

async function templateWrite(write: () => Promise<NewsletterTemplate>) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateTemplateNameError) {
      throw conflict(t.duplicateTemplate, 'duplicate_template');
    }
    if (error instanceof NotFoundError) throw notFound(t.templateNotFound);
    throw error;
  }
}

export const newsletterOperations = {
  listNewsletters: (): Promise<Newsletter[]> => listNewsletters(),

  async sendNewsletter({ body }: InputOf<'sendNewsletter'>): Promise<NewsletterSent> {
    if (body.template_id && !(await templates.getTemplate(body.template_id))) {
      throw notFound(t.templateNotFound);
    }
    const sendAt = body.send_at ? new Date(body.send_at) : null;
    if (sendAt && sendAt.getTime() < Date.now() - nowTolerance) throw badRequest(t.sendAtInFuture);
    const later = sendAt !== null && sendAt.getTime() > Date.now() + nowTolerance;
    if (!later && (await listSubscribers()).length === 0) throw badRequest(t.noSubscribers);
    const newsletter = await createNewsletter({
      title: body.title,
      content: body.content,
      template_id: body.template_id,
      scheduled_at: later ? sendAt.toISOString() : null,
    });
    if (later) return { newsletter, sent: 0 };
    const result = await deliver(newsletter);
    return { newsletter: (await getNewsletter(newsletter.id)) ?? newsletter, sent: result.sent };
  },

  async cancelNewsletter({ params }: InputOf<'cancelNewsletter'>): Promise<Newsletter> {
    const newsletter = await getNewsletter(params.id);
    if (!newsletter) throw notFound(t.newsletterNotFound);
    if (!(await cancelQueuedNewsletter(params.id))) throw conflict(t.cancelFailed, 'already_sent');
    return newsletter;
  },

  async removeSubscriber({ params }: InputOf<'removeSubscriber'>): Promise<Subscriber> {
    const subscriber = await getSubscriber(params.email);
    if (!subscriber || !(await removeSubscriber(params.email))) {
      throw notFound(t.subscriberNotFound);
    }
    return subscriber;
  },

  listTemplates: (): Promise<NewsletterTemplate[]> => templates.listTemplates(),

  createTemplate: ({ body }: InputOf<'createTemplate'>) =>
    templateWrite(() => templates.createTemplate(body)),

  updateTemplate: ({ params, body }: InputOf<'updateTemplate'>) =>
    templateWrite(() => templates.updateTemplate(params.id, body)),

  deleteTemplate: ({ params }: InputOf<'deleteTemplate'>) =>
    templateWrite(() => templates.deleteTemplate(params.id)),
};
