/**
 * Everything every page needs, in one request: site content (texts and colours), products,
 * active home sections and active zones. Public data only; the four reads run in parallel.
 * Content goes out resolved (the stored value or the catalogue's Danish fallback) as key, type
 * and value only: the editor's descriptions would make the first screen's one request several
 * times larger, and the fallbacks would add the whole catalogue to every visitor's first load.
 */
import type { Bootstrap } from '@shared/api/routes';
import { resolvedContent } from '@shared/content/resolved-content';
import { listHomeSections } from '../data/home-sections';
import { listProducts } from '../data/products';
import { listContent } from '../data/site-content';
import { listZones } from '../data/zones';

export async function bootstrap(): Promise<Bootstrap> {
  const [content, products, homeSections, zones] = await Promise.all([
    listContent(),
    listProducts(),
    listHomeSections(true),
    listZones(true),
  ]);
  return {
    content: resolvedContent(content),
    products,
    home_sections: homeSections,
    zones,
  };
}
