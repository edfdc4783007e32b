import type { HomeSection, Product } from '@shared/api/entities';

/** Active home sections in their admin-chosen order (order_index ascending). */
export function visibleHomeSections(sections: readonly HomeSection[]): HomeSection[] {
  return sections.filter((s) => s.is_active).sort((a, b) => a.order_index - b.order_index);
}

/** Products in catalogue order (by id, as product §9 sorts them). */
export function productsInOrder(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => a.id - b.id);
}
