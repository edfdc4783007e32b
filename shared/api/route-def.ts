/**
 * What a route of the route table is (see `./routes.ts`), and the types a handler of a route
 * gets and gives, derived from the route's schemas. A handler bound to a route cannot take
 * another body, query or path parameters than the route declares, nor answer another shape.
 */
import type * as z from 'zod/mini';
import type { FormPostName } from '../site/form-posts';

/** Who may call a route. `user` = any signed-in user; `admin` = member of Cognito group admin. */
export type CallerClass = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda function per capability. */
export const functionGroups = [
  'catalog',
  'content',
  'accounts',
  'bookings',
  'portfolio',
  'newsletter',
  'coverage',
  'payments',
  /** Rating a finished shoot: the e-mailed link, the profile's rating, rating images. */
  'ratings',
  /** Admin: overview, bookings and the delivery of their files. */
  'admin',
  /** Admin: products, portfolio, home sections, zones, discount codes, images and uploads. */
  'catalog-admin',
  /** Admin: booking schedules, analytics, the books ('Bogføring') and newsletters. */
  'planning',
  /**
   * Admin: setting up card payments (the Stripe key pasted in Indstillinger): the only
   * function that may write the Stripe secret (`stripe:configure`, decision 0031).
   */
  'payment-setup',
  /**
   * Admin: connecting the bookkeeping system (e-conomic's agreement grant, 'Forbind
   * e-conomic' in Indstillinger): the only function that may write its secret
   * (`economic:configure`, decision 0036).
   */
  'bookkeeping-setup',
] as const;
export type FunctionGroup = (typeof functionGroups)[number];

/**
 * What an operation touches beyond reading the single table. A function group's Lambda is
 * granted the union of its routes' needs and nothing else (infra/constructs/grant-access.ts),
 * and an infra test checks the synthesized roles against this union. The functions without
 * routes declare theirs in the same words (infra/constructs/declared-access.ts), and the
 * local twin refuses any AWS call a function has not declared (infra/local/function-access.ts).
 */
export const resourceNeeds = [
  /** Writes the single table (every operation may read it). */
  'table:write',
  /** The public images bucket: read objects / also write and delete them (presigned uploads). */
  'media:read',
  'media:write',
  /** The private booking-files bucket (deliveries): read / also write and delete. */
  'files:read',
  'files:write',
  /** Sends e-mail (SES). */
  'mail',
  /** Geocodes addresses (Amazon Location place index). */
  'geocoding',
  /** Calculates drive times (Amazon Location route calculator). */
  'routing',
  /**
   * Calls the payment provider: reads its keys from the Stripe secret at run time
   * (GetSecretValue) or, set by the deployment, the STRIPE_* keys in its environment.
   */
  'stripe',
  /** Writes the Stripe secret (PutSecretValue): the owner sets or removes the key (decision 0031). */
  'stripe:configure',
  /**
   * Calls e-conomic: reads the agreement grant (and the app's tokens) from the e-conomic
   * secret at run time (GetSecretValue, decision 0036).
   */
  'economic',
  /** Writes the e-conomic secret (PutSecretValue): the owner connects or disconnects it. */
  'economic:configure',
  /** Reads a user's e-mail from Cognito (AdminGetUser). */
  'users:read',
  /** Lists the members of the Cognito group admin (ListUsersInGroup). */
  'admins:list',
  /** Deletes a user from the pool (AdminDeleteUser): a customer deleting their own account. */
  'users:delete',
  /** Posts to open WebSocket connections (API Gateway management API): the live updates. */
  'realtime:post',
] as const;
export type ResourceNeed = (typeof resourceNeeds)[number];

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax, `{name}` for path parameters. Always starts with /api/. */
  path: string;
  group: FunctionGroup;
  /** Operation name: the key of the handler in the group's operation map. */
  operation: string;
  caller: CallerClass;
  /** The Danish answer to a caller the route refuses (401/403), when it has its own (product §6). */
  denied?: string;
  /** What the operation touches beyond reading the table (none when absent). */
  needs?: readonly ResourceNeed[];
  /** Schema of the JSON body (POST/PUT/PATCH). */
  body?: z.ZodMiniType;
  /** Schema of the query string parameters. */
  query?: z.ZodMiniType;
  response: z.ZodMiniType;
  /**
   * The route also takes its body as a plain HTML form of a prerendered page, sent before the
   * app has started (`application/x-www-form-urlencoded`), and answers it with a 303 to that
   * page, saying what became of it (shared/site/form-posts.ts, functions/lib/form-post.ts).
   */
  formPost?: FormPostName;
}

/** `{id}` and `{token}` of `/api/x/{id}/y/{token}`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The parsed body a handler of route R gets (`undefined` when R has no body schema). */
export type BodyOf<R> = R extends { body: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
/** The parsed query a handler of route R gets (raw strings when R has no query schema). */
export type QueryOf<R> = R extends { query: infer S extends z.ZodMiniType }
  ? z.output<S>
  : Record<string, string | undefined>;
export type ParamsOf<R extends RouteDef> = { [Name in PathParamNames<R['path']>]: string };
/** What a handler of route R answers with a 2xx (validated against R's response schema). */
export type ResponseOf<R> = R extends { response: infer S extends z.ZodMiniType }
  ? z.input<S>
  : never;

/** `GET /api/products/{id}`: the API Gateway route key of a route. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
