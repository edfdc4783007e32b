/**
 * Lambda for the catalogue admin tabs: products, portfolio, home sections, zones (and the
 * coverage requests they answer), discount
 * codes, external images and uploads (the route table restricts its routes to admins).
 */
import { groupHandler } from '../lib/http';
import { catalogAdminRoutes } from '@shared/api/routes/catalog-admin';
import { discountCodeOperations } from '@functions/capabilities/discounts/discount-code-admin';
import { externalImageOperations } from '@functions/capabilities/catalog/external-image-admin';
import { homeSectionOperations } from '@functions/capabilities/catalog/home-section-admin';
import { portfolioOperations } from '@functions/capabilities/catalog/portfolio-admin';
import { productOperations } from '@functions/capabilities/catalog/product-admin';
import { uploadOperations } from '@functions/capabilities/uploads/upload-operations';
import { zoneOperations } from '@functions/capabilities/coverage/zone-admin';
import { droneZoneOperations } from '@functions/capabilities/drone-zones/drone-zone-admin';
import { coverageRequestAdminOperations } from '@functions/capabilities/coverage/coverage-request-operations';

export const handler = groupHandler(catalogAdminRoutes, {
  ...uploadOperations,
  ...productOperations,
  ...portfolioOperations,
  ...externalImageOperations,
  ...zoneOperations,
  listDroneZones: droneZoneOperations.listDroneZones,
  createDroneZone: droneZoneOperations.createDroneZone,
  deleteDroneZone: droneZoneOperations.deleteDroneZone,
  ...coverageRequestAdminOperations,
  ...discountCodeOperations,
  ...homeSectionOperations,
});
