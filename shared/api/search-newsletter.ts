/** Request and response schemas of the public search and the newsletter subscription routes. */
import * as z from 'zod/mini';
import { portfolioItemSchema, productSchema, siteContentSchema } from './entities';
import { newsletterTexts } from '../texts/newsletter';

/** `GET /api/search?q=`: the query as typed (the server trims, lower-cases and caps it). */
export const searchQuerySchema = z.object({ q: z.optional(z.string()) });

/** A static page of the site that matched (title, description and keywords are Danish). */
export const searchPageSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

export const searchResultsSchema = z.object({
  /** The normalised query that was matched ('' = nothing searched). */
  query: z.string(),
  total: z.number().check(z.int(), z.gte(0)),
  products: z.array(productSchema),
  portfolio: z.array(portfolioItemSchema),
  pages: z.array(searchPageSchema),
  content: z.array(siteContentSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** product §5 'Public': non-empty and contains '@'. */
const invalidSubscriberEmailMessage = newsletterTexts.invalidEmail;

const subscriberEmail = z.string({ error: invalidSubscriberEmailMessage }).check(
  z.trim(),
  z.minLength(1, invalidSubscriberEmailMessage),
  z.maxLength(254, invalidSubscriberEmailMessage),
  z.refine((email) => email.includes('@'), invalidSubscriberEmailMessage),
);

export const subscribeBodySchema = z.object({ email: subscriberEmail });

/** The e-mail and the signature from the unsubscribe link of a newsletter mail. */
export const unsubscribeBodySchema = z.object({
  email: subscriberEmail,
  sig: z._default(z.string().check(z.maxLength(200)), ''),
});

/** `POST /api/newsletter/confirm`: the signed confirmation link of a sign-up (double opt-in). */
export const confirmSubscriptionBodySchema = z.object({
  email: subscriberEmail,
  expires: z._default(z.string().check(z.maxLength(20)), ''),
  sig: z._default(z.string().check(z.maxLength(200)), ''),
});

/** `GET /api/newsletter/unsubscribe-link`: the link's e-mail, when its signature is right. */
export const unsubscribeLinkSchema = z.object({ email: z.string() });

export const newsletterAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
