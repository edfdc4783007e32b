/**
 * Everything every page needs, in one request: site content (texts and colours), products,
 * active home sections and active zones. Public data only; the four reads run in parallel.
 * Content goes out as key, type and value of the entries that have a value: the editor's
 * descriptions would make the first screen's one request several times larger.
 */
import type { Bootstrap } from '@shared/api/routes';
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
    content: content
      .filter((entry) => entry.value.trim() !== '')
      .map(({ key, type, value }) => ({ key, type, value })),
    products,
    home_sections: homeSections,
    zones,
  };
}
