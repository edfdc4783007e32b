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
import {
  bookingSchema,
  homeSectionSchema,
  portfolioItemSchema,
  productSchema,
  profileSchema,
  ratingSchema,
  siteContentSchema,
  subscriberSchema,
  zoneSchema,
} from './entities';

/** Who may call a route. `user` = any signed-in user; `admin` = member of Cognito group admin. */
export type CallerClass = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda function per capability. */
export const functionGroups = ['catalog', 'content', 'accounts', 'bookings', 'admin'] as const;
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
  content: z.array(siteContentSchema),
  products: z.array(productSchema),
  home_sections: z.array(homeSectionSchema),
  zones: z.array(zoneSchema),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

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
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];

/** `GET /api/products/{id}`: the API Gateway route key of a route. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOfGroup(group: FunctionGroup): RouteDef[] {
  return routes.filter((r) => r.group === group);
}
