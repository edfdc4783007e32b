/** Admin: products, portfolio, home sections, zones, discount codes, external images, uploads. */
import type { RouteDef } from '../route-def';
import { zoneCodeSectionRoutes } from './admin-zones-codes-sections';

export const catalogAdminRoutes = [...zoneCodeSectionRoutes] as const satisfies readonly RouteDef[];
