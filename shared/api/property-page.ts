/**
 * The shapes of a delivery's property page ('Ejendomsside', issue 45, decision 0034): the
 * owner's share settings (branded or not, the unguessable link, renewed or closed), and the
 * page's contents as the page renderer reads them by the link's token.
 */
import * as z from 'zod/mini';
import { deliveryLifetimeTexts as lt } from '../texts/delivery-lifetime';

/** The owner's view of a booking's delivery: its property page and its lifetime. */
export const deliveryTermsSchema = z.object({
  /**
   * Branded: the business's name and a link to the site; unbranded: neither, nor contact. The
   * owner's choice for the delivery, else the firm administrator's choice for it, else the
   * firm's default (decision 0034).
   */
  branded: z.boolean(),
  /**
   * The booking's firm's choice: its administrator's for this delivery, else the firm's default
   * (its administrators' setting); null: a private booking.
   */
  firm_branded: z.nullable(z.boolean()),
  /** The property page's address, or null while it has no link (never made, or closed). */
  url: z.nullable(z.string()),
  /** When the gallery was delivered, and the moment it closes (ISO); null before. */
  delivered_at: z.nullable(z.string()),
  open_until: z.nullable(z.string()),
  closed: z.boolean(),
  files_deleted: z.boolean(),
});
export type DeliveryTerms = z.infer<typeof deliveryTermsSchema>;

/**
 * The owner's change: the branding, a new link ('new') or none ('revoke'), and extending the
 * delivery by a number of days.
 */
export const deliveryTermsBodySchema = z.object({
  branded: z.optional(z.boolean()),
  link: z.optional(z.enum(['new', 'revoke'])),
  extend_days: z.optional(
    z
      .number({ error: lt.extendInvalid })
      .check(z.int(lt.extendInvalid), z.gte(1, lt.extendInvalid), z.lte(365, lt.extendInvalid)),
  ),
});
export type DeliveryTermsBody = z.infer<typeof deliveryTermsBodySchema>;

/**
 * The page's contents: the photos (each with its two made sizes, presigned for a while) and
 * the videos in the owner's order, the cover's social size for link previews, and the
 * business only when the page is branded.
 */
export const propertyPageSchema = z.object({
  /** The booking's address: the page's heading. */
  title: z.string(),
  photos: z.array(
    z.object({
      id: z.string(),
      file_name: z.string(),
      width: z.optional(z.number()),
      height: z.optional(z.number()),
      /** 'Web' (2048 px) and 'Sociale medier' (1080 px), with their real widths. */
      web: z.object({ url: z.string(), width: z.number() }),
      social: z.object({ url: z.string(), width: z.number() }),
      /** The 720 px thumbnail (absent on photos uploaded before it). */
      thumbnail: z.optional(z.object({ url: z.string(), width: z.number() })),
    }),
  ),
  videos: z.array(z.object({ id: z.string(), file_name: z.string(), url: z.string() })),
  /** The cover's 'Sociale medier' size at a lasting address of the API (a redirect). */
  cover_path: z.nullable(z.string()),
  /** Present only on a branded page. */
  business: z.optional(z.object({ name: z.string() })),
});
export type PropertyPage = z.infer<typeof propertyPageSchema>;
