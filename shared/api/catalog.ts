/** Schemas of the public catalogue routes that are not entities themselves. */
import * as z from 'zod/mini';
import {
  homeSectionSchema,
  productSchema,
  publicContentSchema,
  reactions,
  zoneSchema,
} from './entities';

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
   * The business's name and address as printed on its receipts (null until saved): the
   * structured data of the prerendered pages names the business with them.
   */
  business: z.nullable(z.object({ name: z.string(), address: z.string() })),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** A click on a like or dislike button (product §4: the same reaction again removes it). */
export const reactionBodySchema = z.object({ reaction: z.enum(reactions) });

export const healthSchema = z.object({ ok: z.literal(true), time: z.string() });
