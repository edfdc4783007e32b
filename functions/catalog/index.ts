/** Lambda for the public catalogue: products, home sections, portfolio, ratings, zones. */
import { groupHandler } from '../lib/http';
import { catalogRoutes } from '@shared/api/routes/catalog';
import { bootstrap } from '@functions/capabilities/catalog/bootstrap';
import { getProduct } from '@functions/capabilities/catalog/get-product';
import { health } from '@functions/capabilities/catalog/health';
import {
  listHomeSections,
  listPortfolio,
  listProducts,
  listRatings,
  listZones,
} from '@functions/capabilities/catalog/lists';
import { search } from '@functions/capabilities/search/search';

export const handler = groupHandler(catalogRoutes, {
  health,
  bootstrap,
  listProducts,
  getProduct,
  listHomeSections,
  listPortfolio,
  listRatings,
  listZones,
  search,
});
