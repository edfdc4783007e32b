/**
 * Lambda for the catalogue admin tabs: products, portfolio, home sections, zones, discount
 * codes, external images and uploads (the route table restricts its routes to admins).
 */
import { groupHandler } from '../lib/http';
import { discountCodeOperations } from './discount-codes';
import { homeSectionOperations } from './home-sections';
import { zoneOperations } from './zones';

export const handler = groupHandler('catalog-admin', {
  ...zoneOperations,
  ...discountCodeOperations,
  ...homeSectionOperations,
});
