/**
 * The route table: the single list of every HTTP API route, one file per function group in
 * `./routes/`.
 *
 * The CDK app builds API Gateway routes, Lambda functions and authorizers from it, and the
 * local twin's gateway mounts the very same handlers from it. A route cannot exist in one
 * and not the other. Each route names the function group (one Lambda per capability), the
 * operation inside it, the caller class that may call it, and the zod schemas of its
 * request and response. Each group's Lambda binds every operation of its routes to a handler
 * at compile time (`functions/lib/http.ts`): a missing handler, or one that takes another
 * body than its route's schema, does not compile. Owner checks happen inside handlers.
 *
 * A group's Lambda imports only its group's file (`groupHandler(bookingRoutes, ...)`), not
 * this table: its bundle then holds its own schemas and texts, not every group's
 * (docs/decisions/0022). `routesByGroup` checks at compile time that each file holds only its
 * group's routes; the functions import nothing but types from here.
 */
import { catalogRoutes } from './routes/catalog';
import { contentRoutes } from './routes/content';
import { accountRoutes } from './routes/accounts';
import { bookingRoutes } from './routes/bookings';
import { portfolioRoutes } from './routes/portfolio';
import { newsletterRoutes } from './routes/newsletter';
import { coverageRoutes } from './routes/coverage';
import { paymentRoutes } from './routes/payments';
import { adminRoutes } from './routes/admin';
import { catalogAdminRoutes } from './routes/catalog-admin';
import { planningRoutes } from './routes/planning';
import { ratingRoutes } from './routes/ratings';
import { paymentSetupRoutes } from './routes/payment-setup';
import { bookkeepingSetupRoutes } from './routes/bookkeeping-setup';
import { functionGroups, routeKey, type FunctionGroup, type RouteDef } from './route-def';

export {
  functionGroups,
  resourceNeeds,
  type ResourceNeed,
  type CallerClass,
  type FunctionGroup,
  type HttpMethod,
  type RouteDef,
} from './route-def';
export { routeKey };
export { bootstrapSchema, type Bootstrap } from './catalog';

/**
 * Each group's routes, the list its Lambda imports: a route of another group in a group's
 * file does not compile.
 */
export const routesByGroup = {
  catalog: catalogRoutes,
  content: contentRoutes,
  accounts: accountRoutes,
  bookings: bookingRoutes,
  portfolio: portfolioRoutes,
  newsletter: newsletterRoutes,
  coverage: coverageRoutes,
  payments: paymentRoutes,
  ratings: ratingRoutes,
  admin: adminRoutes,
  'catalog-admin': catalogAdminRoutes,
  planning: planningRoutes,
  'payment-setup': paymentSetupRoutes,
  'bookkeeping-setup': bookkeepingSetupRoutes,
} as const satisfies { [G in FunctionGroup]: readonly (RouteDef & { group: G })[] };

export const routes = [
  ...catalogRoutes,
  ...contentRoutes,
  ...accountRoutes,
  ...bookingRoutes,
  ...portfolioRoutes,
  ...newsletterRoutes,
  ...coverageRoutes,
  ...paymentRoutes,
  ...ratingRoutes,
  ...adminRoutes,
  ...catalogAdminRoutes,
  ...planningRoutes,
  ...paymentSetupRoutes,
  ...bookkeepingSetupRoutes,
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];

/** `'GET /api/products/{id}'`: the route key of each route of the table. */
type KeyOfRoute<R> = R extends RouteDef ? `${R['method']} ${R['path']}` : never;
export type RouteKey = KeyOfRoute<Route>;

/** The routes of one function group. */
export type RouteOfGroup<G extends FunctionGroup> = Extract<Route, { group: G }>;
/** The route of an operation (operation names are unique across the table). */
export type RouteOfOperation<Op extends Route['operation']> = Extract<Route, { operation: Op }>;

export function routesOfGroup(group: FunctionGroup): RouteDef[] {
  return routes.filter((r) => r.group === group);
}

/** The groups that have routes: each gets a Lambda (a group is declared before its routes). */
export const deployedGroups: readonly FunctionGroup[] = functionGroups.filter(
  (group) => routesOfGroup(group).length > 0,
);
