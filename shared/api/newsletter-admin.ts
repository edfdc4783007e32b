/** Schemas of the admin's newsletters and templates (group `planning`), product §3 and 5. */
import * as z from 'zod/mini';
import { newsletterAdminTexts as t } from '../texts/admin-newsletter';
import { newsletterSchema, newsletterTemplateSchema } from './entities';

const required = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));

/**
 * A newsletter not sent yet: its title, its content (the owner's marks: see
 * functions/capabilities/mails/newsletter-content.ts) and its template.
 */
const draftFields = {
  title: required(t.titleContentRequired, 200),
  /**
   * The mail's subject as the owner typed it (the send form prefills it from the template);
   * absent or blank: the template's subject with {title} filled in.
   */
  subject: z.optional(z.string().check(z.trim(), z.maxLength(200, t.subjectTooLong))),
  content: required(t.titleContentRequired, 20_000),
  template_id: z._default(
    z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    null,
  ),
};

/** `POST /api/admin/newsletters/preview` and `/test`: the draft as the admin has it now. */
export const newsletterDraftBodySchema = z.strictObject(draftFields);
export type NewsletterDraftBody = z.infer<typeof newsletterDraftBodySchema>;

/** `POST /api/admin/newsletters`: send now (no send_at) or at a time (ISO, in the future). */
export const newsletterSendBodySchema = z.strictObject({
  ...draftFields,
  send_at: z._default(z.nullable(z.iso.datetime({ offset: true, error: t.sendAtInFuture })), null),
});
export type NewsletterSendBody = z.infer<typeof newsletterSendBodySchema>;

/**
 * The preview: the mail a subscriber gets, rendered by the server exactly as it is sent (here
 * for the admin's own address, as the test mail): its subject, HTML and text part.
 */
export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** The test mail: sent to the signed-in admin's own address only. */
export const newsletterTestSentSchema = z.object({ to: z.string(), subject: z.string() });
export type NewsletterTestSent = z.infer<typeof newsletterTestSentSchema>;

/** The answer: the newsletter as stored (sent or scheduled) and the mails sent now. */
export const newsletterSentSchema = z.object({
  newsletter: newsletterSchema,
  sent: z.number().check(z.int(), z.gte(0)),
});
export type NewsletterSent = z.infer<typeof newsletterSentSchema>;

const colour = z
  .string({ error: t.colorFormat })
  .check(z.trim(), z.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, t.colorFormat));

/** A template's content; the colours default to product §3's. */
export const templateDataBodySchema = z.strictObject({
  subject: z._default(z.string().check(z.trim(), z.maxLength(200)), '{title}'),
  header: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  body: z._default(z.string().check(z.trim(), z.maxLength(5000)), ''),
  footer: z._default(z.string().check(z.trim(), z.maxLength(1000)), ''),
  colors: z.prefault(
    z.strictObject({
      primary: z._default(colour, '#3B82F6'),
      secondary: z._default(colour, '#1F2937'),
      background: z._default(colour, '#F9FAFB'),
      text: z._default(colour, '#111827'),
    }),
    {},
  ),
});

/** `POST /api/admin/newsletter-templates` ('Skabelon navn er påkrævet'). */
export const templateCreateBodySchema = z.strictObject({
  name: required(t.templateNameRequired, 100),
  template_data: z.prefault(templateDataBodySchema, {}),
});
export type TemplateCreateBody = z.infer<typeof templateCreateBodySchema>;

export const templatePatchBodySchema = z.strictObject({
  name: z.optional(required(t.templateNameRequired, 100)),
  template_data: z.optional(templateDataBodySchema),
});
export type TemplatePatchBody = z.infer<typeof templatePatchBodySchema>;

export { newsletterTemplateSchema };
