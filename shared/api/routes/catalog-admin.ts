/** Admin: products, portfolio, home sections, zones, discount codes, external images, uploads. */
import type { RouteDef } from '../route-def';
import { productMediaRoutes } from './admin-products-media';
import { zoneCodeSectionRoutes } from './admin-zones-codes-sections';

export const catalogAdminRoutes = [
  ...productMediaRoutes,
  ...zoneCodeSectionRoutes,
] as const satisfies readonly RouteDef[];
