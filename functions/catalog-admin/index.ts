/**
 * Lambda for the catalogue admin tabs: products, portfolio, home sections, zones, discount
 * codes, external images and uploads (the route table restricts its routes to admins).
 */
import { groupHandler } from '../lib/http';

export const handler = groupHandler('catalog-admin', {});
