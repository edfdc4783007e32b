/**
 * The route table: the single list of every HTTP API route.
 *
 * The CDK app builds API Gateway routes, Lambda functions and authorizers from it, and the
 * local twin's gateway mounts the very same handlers from it. A route cannot exist in one
 * and not the other. Each route names the function group (one Lambda per capability), the
 * operation inside it, the caller class that may call it, and the zod schemas of its
 * request and response. Owner checks (a user's own booking, ...) happen inside handlers.
 */
import { z } from 'zod';
import { availabilityQuerySchema, availabilitySchema } from './availability';
import {
  bookingCheckBodySchema,
  bookingCheckSchema,
  createBookingBodySchema,
  createdBookingSchema,
  discountValidateBodySchema,
  discountValidationSchema,
} from './booking';
import { coverageCheckBodySchema, coverageCheckSchema } from './coverage';
import {
  bookingSchema,
  homeSectionSchema,
  portfolioItemSchema,
  productSchema,
  profileSchema,
  publicContentSchema,
  ratingSchema,
  reactions,
  siteContentSchema,
  subscriberSchema,
  zoneSchema,
} from './entities';
import {
  buyCreditsBodySchema,
  cancelCheckoutSchema,
  checkoutSchema,
  webhookAnswerSchema,
} from './payments';
import {
  newsletterAnswerSchema,
  searchQuerySchema,
  searchResultsSchema,
  subscribeBodySchema,
  unsubscribeBodySchema,
  unsubscribeLinkSchema,
} from './search-newsletter';

/** Who may call a route. `user` = any signed-in user; `admin` = member of Cognito group admin. */
export type CallerClass = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda function per capability. */
export const functionGroups = [
  'catalog',
  'content',
  'accounts',
  'bookings',
  'admin',
  'portfolio',
  'newsletter',
  'coverage',
  'payments',
] as const;
export type FunctionGroup = (typeof functionGroups)[number];

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax, `{name}` for path parameters. Always starts with /api/. */
  path: string;
  group: FunctionGroup;
  /** Operation name exported by the group's handler map. */
  operation: string;
  caller: CallerClass;
  /** Schema of the JSON body (POST/PUT/PATCH). */
  body?: z.ZodType;
  /** Schema of the query string parameters. */
  query?: z.ZodType;
  response: z.ZodType;
}

export const bootstrapSchema = z.object({
  content: z.array(publicContentSchema),
  products: z.array(productSchema),
  home_sections: z.array(homeSectionSchema),
  zones: z.array(zoneSchema),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** A click on a like or dislike button (SPEC 4: the same reaction again removes it). */
export const reactionBodySchema = z.object({ reaction: z.enum(reactions) });

export const healthSchema = z.object({ ok: z.literal(true), time: z.string() });

export const routes = [
  {
    method: 'GET',
    path: '/api/health',
    group: 'catalog',
    operation: 'health',
    caller: 'public',
    response: healthSchema,
  },
  {
    method: 'GET',
    path: '/api/bootstrap',
    group: 'catalog',
    operation: 'bootstrap',
    caller: 'public',
    response: bootstrapSchema,
  },
  {
    method: 'GET',
    path: '/api/products',
    group: 'catalog',
    operation: 'listProducts',
    caller: 'public',
    response: z.array(productSchema),
  },
  {
    method: 'GET',
    path: '/api/products/{id}',
    group: 'catalog',
    operation: 'getProduct',
    caller: 'public',
    response: productSchema,
  },
  {
    method: 'GET',
    path: '/api/home-sections',
    group: 'catalog',
    operation: 'listHomeSections',
    caller: 'public',
    response: z.array(homeSectionSchema),
  },
  {
    method: 'GET',
    path: '/api/portfolio',
    group: 'catalog',
    operation: 'listPortfolio',
    caller: 'public',
    response: z.array(portfolioItemSchema),
  },
  {
    method: 'GET',
    path: '/api/ratings',
    group: 'catalog',
    operation: 'listRatings',
    caller: 'public',
    response: z.array(ratingSchema),
  },
  {
    method: 'GET',
    path: '/api/zones',
    group: 'catalog',
    operation: 'listZones',
    caller: 'public',
    response: z.array(zoneSchema),
  },
  {
    method: 'GET',
    path: '/api/content',
    group: 'content',
    operation: 'listContent',
    caller: 'public',
    response: z.array(siteContentSchema),
  },
  {
    method: 'GET',
    path: '/api/me',
    group: 'accounts',
    operation: 'getMe',
    caller: 'user',
    response: profileSchema,
  },
  {
    method: 'GET',
    path: '/api/me/bookings',
    group: 'bookings',
    operation: 'listMyBookings',
    caller: 'user',
    response: z.array(bookingSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/bookings',
    group: 'admin',
    operation: 'listAllBookings',
    caller: 'admin',
    response: z.array(bookingSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/subscribers',
    group: 'admin',
    operation: 'listSubscribers',
    caller: 'admin',
    response: z.array(subscriberSchema),
  },
  {
    method: 'PUT',
    path: '/api/portfolio/{id}/reaction',
    group: 'portfolio',
    operation: 'toggleReaction',
    caller: 'user',
    body: reactionBodySchema,
    response: portfolioItemSchema,
  },
  {
    method: 'GET',
    path: '/api/search',
    group: 'catalog',
    operation: 'search',
    caller: 'public',
    query: searchQuerySchema,
    response: searchResultsSchema,
  },
  {
    method: 'POST',
    path: '/api/newsletter/subscribe',
    group: 'newsletter',
    operation: 'subscribe',
    caller: 'public',
    body: subscribeBodySchema,
    response: newsletterAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    group: 'newsletter',
    operation: 'unsubscribe',
    caller: 'public',
    body: unsubscribeBodySchema,
    response: newsletterAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/newsletter/unsubscribe-link',
    group: 'newsletter',
    operation: 'checkUnsubscribeLink',
    caller: 'public',
    query: unsubscribeBodySchema,
    response: unsubscribeLinkSchema,
  },
  {
    method: 'POST',
    path: '/api/coverage/check',
    group: 'coverage',
    operation: 'checkCoverage',
    caller: 'public',
    body: coverageCheckBodySchema,
    response: coverageCheckSchema,
  },
  {
    method: 'GET',
    path: '/api/availability',
    group: 'bookings',
    operation: 'getAvailability',
    caller: 'public',
    query: availabilityQuerySchema,
    response: availabilitySchema,
  },
  {
    method: 'POST',
    path: '/api/bookings/check',
    group: 'bookings',
    operation: 'checkBooking',
    caller: 'user',
    body: bookingCheckBodySchema,
    response: bookingCheckSchema,
  },
  {
    method: 'POST',
    path: '/api/discount-codes/validate',
    group: 'bookings',
    operation: 'validateDiscountCode',
    caller: 'user',
    body: discountValidateBodySchema,
    response: discountValidationSchema,
  },
  {
    method: 'POST',
    path: '/api/bookings',
    group: 'bookings',
    operation: 'createBooking',
    caller: 'user',
    body: createBookingBodySchema,
    response: createdBookingSchema,
  },
  {
    method: 'POST',
    path: '/api/bookings/{id}/cancel-checkout',
    group: 'payments',
    operation: 'cancelBookingCheckout',
    caller: 'user',
    response: cancelCheckoutSchema,
  },
  {
    method: 'POST',
    path: '/api/credits/checkout',
    group: 'payments',
    operation: 'buyCredits',
    caller: 'user',
    body: buyCreditsBodySchema,
    response: checkoutSchema,
  },
  {
    method: 'POST',
    path: '/api/payments/webhook',
    group: 'payments',
    operation: 'handleWebhook',
    caller: 'public',
    response: webhookAnswerSchema,
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];

/** `GET /api/products/{id}`: the API Gateway route key of a route. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOfGroup(group: FunctionGroup): RouteDef[] {
  return routes.filter((r) => r.group === group);
}
