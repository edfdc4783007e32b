/** The category filter of the products list (product §2: Alle, Optagelser = video, Billeder = photo). */
import type { Product } from '@shared/api/entities';
import type { ContentKey } from '@shared/content/catalog';
import { pagePath } from '@shared/site/pages';

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

/**
 * The filter of `/products?type=…` (issue 40): the filters are links, so a tap before the app
 * has started is a page load the page renderer answers filtered. Any other type: all.
 */
export function filterOfType(type: string | null): ProductFilter {
  return (
    productFilters.find((filter) => filter.value !== 'all' && filter.value === type)?.value ?? 'all'
  );
}

/** The address of the products list with a filter: `/products?type=photo`, `/products`. */
export const filterPath = (filter: ProductFilter): string =>
  pagePath('products', {}, { type: filter === 'all' ? undefined : filter });
