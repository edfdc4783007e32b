/** Lambda for the public catalogue: products, home sections, portfolio, ratings, zones. */
import { groupHandler } from '../lib/http';
import { bootstrap } from './bootstrap';
import { getProduct } from './get-product';
import { health } from './health';
import { listHomeSections, listPortfolio, listProducts, listRatings, listZones } from './lists';
import { search } from './search/search';

export const handler = groupHandler('catalog', {
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
