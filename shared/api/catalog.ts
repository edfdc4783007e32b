/** Schemas of the public catalogue routes that are not entities themselves. */
import * as z from 'zod/mini';
import {
  homeSectionSchema,
  productSchema,
  publicContentSchema,
  reactions,
  weekdays,
  zoneSchema,
} from './entities';
import { socialNetworks } from '../domain/business-contact';

/** `GET /api/bootstrap`: everything the first screen needs, in one request. */
export const bootstrapSchema = z.object({
  content: z.array(publicContentSchema),
  products: z.array(productSchema),
  home_sections: z.array(homeSectionSchema),
  zones: z.array(zoneSchema),
  /**
   * The owner has saved the business's details (receipts need them): bookings can be made
   * and paid. False on a fresh stack.
   */
  sales_open: z.boolean(),
  /**
   * The business's name, address and CVR as printed on its receipts (null until saved): the
   * terms and the footer name the seller with them, and the structured data of the
   * prerendered pages the business.
   */
  business: z.nullable(z.object({ name: z.string(), address: z.string(), cvr: z.string() })),
  /**
   * How customers reach the business, from Indstillinger: the footer, the contact page, the
   * terms and the structured data say it; '' and no links until the owner sets them (nothing
   * stands in). The phone as people read it ('+45 12 34 56 78', '+46 70 123 45 67') and as a
   * `tel:` link ('' when none).
   */
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    phone_href: z.string(),
    links: z.array(z.object({ network: z.enum(socialNetworks), url: z.string() })),
  }),
  /** The delivery promise from Indstillinger: working days after the shoot, with editing. */
  delivery: z.object({
    days: z.number().check(z.int()),
    editing_days: z.number().check(z.int()),
  }),
  /** The bookable weekly hours (enabled weekly schedules): the contact page's opening hours. */
  weekly_hours: z.array(z.object({ day: z.enum(weekdays), start: z.string(), end: z.string() })),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** A click on a like or dislike button (product §4: the same reaction again removes it). */
export const reactionBodySchema = z.object({ reaction: z.enum(reactions) });

export const healthSchema = z.object({ ok: z.literal(true), time: z.string() });
