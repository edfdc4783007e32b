/**
 * Everything every page needs, in one request: site content (texts and colours), products,
 * active home sections, active zones, and whether bookings can be sold yet. Public data only;
 * the five reads run in parallel.
 * Content goes out resolved (the stored value or the catalogue's Danish fallback) as key, type
 * and value only: the editor's descriptions would make the first screen's one request several
 * times larger, and the fallbacks would add the whole catalogue to every visitor's first load.
 */
import type { Bootstrap } from '@shared/api/routes';
import { resolvedContent } from '@shared/content/resolved-content';
import { getBusinessDetails } from '@functions/stores/business-settings';
import { listHomeSections } from '@functions/stores/home-sections';
import { listProducts } from '@functions/stores/products';
import { listContent } from '@functions/stores/site-content';
import { listZones } from '@functions/stores/zones';

export async function bootstrap(): Promise<Bootstrap> {
  const [content, products, homeSections, zones, business] = await Promise.all([
    listContent(),
    listProducts(),
    listHomeSections(true),
    listZones(true),
    getBusinessDetails(),
  ]);
  return {
    content: resolvedContent(content),
    products,
    home_sections: homeSections,
    zones,
    sales_open: business !== undefined,
    business: business
      ? { name: business.business_name, address: business.business_address }
      : null,
  };
}
