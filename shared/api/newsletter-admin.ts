/** Schemas of the admin's newsletters and templates (group `planning`), product §3 and 5. */
import * as z from 'zod';
import { newsletterAdminTexts as t } from '../texts/admin-newsletter';
import { newsletterSchema, newsletterTemplateSchema } from './entities';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/**
 * A newsletter not sent yet: its title, its content (the owner's marks: see
 * functions/capabilities/mails/newsletter-content.ts) and its template.
 */
const draftFields = {
  title: required(t.titleContentRequired, 200),
  content: required(t.titleContentRequired, 20_000),
  template_id: z.string().trim().min(1).max(100).nullable().default(null),
};

/** `POST /api/admin/newsletters/preview` and `/test`: the draft as the admin has it now. */
export const newsletterDraftBodySchema = z.object(draftFields).strict();
export type NewsletterDraftBody = z.infer<typeof newsletterDraftBodySchema>;

/** `POST /api/admin/newsletters`: send now (no send_at) or at a time (ISO, in the future). */
export const newsletterSendBodySchema = z
  .object({
    ...draftFields,
    send_at: z.iso.datetime({ offset: true, error: t.sendAtInFuture }).nullable().default(null),
  })
  .strict();
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
  sent: z.number().int().min(0),
});
export type NewsletterSent = z.infer<typeof newsletterSentSchema>;

const colour = z
  .string({ error: t.colorFormat })
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, t.colorFormat);

/** A template's content; the colours default to product §3's. */
export const templateDataBodySchema = z
  .object({
    subject: z.string().trim().max(200).default('{title}'),
    header: z.string().trim().max(200).default(''),
    body: z.string().trim().max(5000).default(''),
    footer: z.string().trim().max(1000).default(''),
    colors: z
      .object({
        primary: colour.default('#3B82F6'),
        secondary: colour.default('#1F2937'),
        background: colour.default('#F9FAFB'),
        text: colour.default('#111827'),
      })
      .strict()
      .prefault({}),
  })
  .strict();

/** `POST /api/admin/newsletter-templates` ('Skabelon navn er påkrævet'). */
export const templateCreateBodySchema = z
  .object({
    name: required(t.templateNameRequired, 100),
    template_data: templateDataBodySchema.prefault({}),
  })
  .strict();
export type TemplateCreateBody = z.infer<typeof templateCreateBodySchema>;

export const templatePatchBodySchema = z
  .object({
    name: required(t.templateNameRequired, 100).optional(),
    template_data: templateDataBodySchema.optional(),
  })
  .strict();
export type TemplatePatchBody = z.infer<typeof templatePatchBodySchema>;

export { newsletterTemplateSchema };
