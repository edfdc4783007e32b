/**
 * Newsletters (product §2 'Newsletter', 5): send now (in this request, each recipient claimed so
 * the scheduled sender never mails anyone twice) or at a chosen time (the scheduled sender
 * takes it when due); the preview and the test mail, both the very mail a subscriber gets,
 * the test one to the signed-in admin's own address only (from the user pool, never from the
 * request) and at most `testMailsPerHour` an hour; history; calling off a scheduled one;
 * removing a subscriber; templates whose names are unique by the database. Content with a link
 * or picture the mail cannot carry is refused before anything is stored or sent.
 */
import type { Newsletter, NewsletterTemplate, Subscriber } from '@shared/api/entities';
import type {
  NewsletterDraftBody,
  NewsletterPreview,
  NewsletterSent,
  NewsletterTestSent,
} from '@shared/api/newsletter-admin';
import { defaultTemplateData, type TemplateData } from '@shared/domain/newsletter-template';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';
import { DuplicateTemplateNameError, NotFoundError } from '@functions/data/errors';
import {
  cancelQueuedNewsletter,
  createNewsletter,
  getNewsletter,
  listNewsletters,
} from '@functions/stores/newsletters';
import { getSubscriber, listSubscribers, removeSubscriber } from '@functions/stores/subscribers';
import * as templates from '@functions/stores/templates';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/auth';
import { config } from '@functions/lib/config';
import type { InputOf } from '@functions/lib/http';
import { sendBrandedMail } from '@functions/capabilities/mails/mail-brand';
import { accountEmail } from '@functions/lib/account-email';
import { newsletterMail } from '@functions/capabilities/mails/newsletter';
import { contentProblems } from '@functions/capabilities/mails/newsletter-content';
import { sendNewsletter as deliver } from './send-newsletter';
import { takeTestMail } from '@functions/stores/test-mails';

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

/** Refuses content whose first link or picture the mail cannot carry, naming it. */
async function checkContent(content: string) {
  const [problem] = await contentProblems(content, config().SITE_URL);
  if (!problem) return;
  const text = problem.kind === 'link' ? t.badLink : t.badImage;
  throw badRequest(fillText(text, { url: problem.url }), `bad_${problem.kind}`);
}

/** The look of a draft: its template's, or the default one; 404 for a template that is gone. */
async function draftTemplate(draft: NewsletterDraftBody): Promise<TemplateData> {
  await checkContent(draft.content);
  if (!draft.template_id) return defaultTemplateData;
  const template = await templates.getTemplate(draft.template_id);
  if (!template) throw notFound(t.templateNotFound);
  return template.template_data;
}

/** The signed-in admin's own address, from the user pool. */
async function ownAddress(caller: Caller): Promise<string> {
  const email = await accountEmail(caller.username);
  if (!email) throw unauthorized();
  return email;
}

export const newsletterOperations = {
  listNewsletters: (): Promise<Newsletter[]> => listNewsletters(),

  async previewNewsletter({
    body,
    caller,
  }: InputOf<'previewNewsletter'>): Promise<NewsletterPreview> {
    if (!caller) throw unauthorized();
    const [template, email] = await Promise.all([draftTemplate(body), ownAddress(caller)]);
    const { subject, html = '', text } = await newsletterMail(body, template, email);
    return { subject, html, text };
  },

  async sendTestNewsletter({
    body,
    caller,
  }: InputOf<'sendTestNewsletter'>): Promise<NewsletterTestSent> {
    if (!caller) throw unauthorized();
    const [template, email] = await Promise.all([draftTemplate(body), ownAddress(caller)]);
    if (!(await takeTestMail(caller.userId))) {
      throw new HttpError(429, t.testLimit, 'too_many_requests');
    }
    const mail = await newsletterMail(body, template, email, { test: true });
    await sendBrandedMail(mail);
    return { to: email, subject: mail.subject };
  },

  async sendNewsletter({ body }: InputOf<'sendNewsletter'>): Promise<NewsletterSent> {
    await draftTemplate(body);
    const sendAt = body.send_at ? new Date(body.send_at) : null;
    if (sendAt && sendAt.getTime() < Date.now() - nowTolerance) throw badRequest(t.sendAtInFuture);
    const later = sendAt !== null && sendAt.getTime() > Date.now() + nowTolerance;
    if (!later && (await listSubscribers()).length === 0) throw badRequest(t.noSubscribers);
    const newsletter = await createNewsletter({
      title: body.title,
      subject: body.subject,
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
