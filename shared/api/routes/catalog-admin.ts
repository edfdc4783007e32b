/** Admin: products, portfolio, home sections, zones, discount codes, external images, uploads. */
import type { RouteDef } from '../route-def';

export const catalogAdminRoutes = [] as const satisfies readonly RouteDef[];
