/** The category filter of the products list (product §2: Alle, Optagelser = video, Billeder = photo). */
import type { Product } from '@shared/api/entities';
import type { ContentKey } from '@shared/content/catalog';

export type ProductFilter = 'all' | Product['category'];

export const productFilters: ReadonlyArray<{ value: ProductFilter; label: ContentKey }> = [
  { value: 'all', label: 'products-filter-all' },
  { value: 'video', label: 'products-filter-video' },
  { value: 'photo', label: 'products-filter-photo' },
];

/** Products of the chosen category, by id (product §9: products sorted by id). */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  return products
    .filter((product) => filter === 'all' || product.category === filter)
    .sort((a, b) => a.id - b.id);
}
