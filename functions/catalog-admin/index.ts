/**
 * Lambda for the catalogue admin tabs: products, portfolio, home sections, zones, discount
 * codes, external images and uploads (the route table restricts its routes to admins).
 */
import { groupHandler } from '../lib/http';
import { discountCodeOperations } from './discount-codes';
import { externalImageOperations } from './external-images';
import { homeSectionOperations } from './home-sections';
import { portfolioOperations } from './portfolio';
import { productOperations } from './products';
import { uploadOperations } from './uploads';
import { zoneOperations } from './zones';

export const handler = groupHandler('catalog-admin', {
  ...uploadOperations,
  ...productOperations,
  ...portfolioOperations,
  ...externalImageOperations,
  ...zoneOperations,
  ...discountCodeOperations,
  ...homeSectionOperations,
});
