/** Products (PRODUCT#{id} / PRODUCT) with number ids from the `product` counter. */
import type { Product } from '@shared/api/entities';
import { defaultShootMinutes } from '@shared/domain/slots';
import { legacyEditingPrice } from '@shared/domain/pricing';
import { nextCounterValue } from '@functions/data/counters';
import { lists, productGsi1, productKey, stripKeys } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { itemAccess } from '@functions/data/item-access';
import { putIfAbsent, type StoredItem } from '@functions/data/store';

/**
 * A new product; without a shoot length it takes one slot, without an editing price it sells
 * editing at the price every product had before the owner set it (100 kr).
 */
export type NewProduct = Omit<Product, 'id' | 'duration_minutes' | 'editing_price'> & {
  duration_minutes?: number;
  editing_price?: number | null;
};
export type ProductPatch = Partial<NewProduct>;

/**
 * Products saved before shoot lengths existed take one slot; those saved before the owner
 * set an editing price sell editing at 100 kr, as every product did then.
 */
const toProduct = (item: StoredItem): Product => ({
  ...stripKeys<Product>(item),
  duration_minutes:
    typeof item.duration_minutes === 'number' ? item.duration_minutes : defaultShootMinutes,
  editing_price:
    typeof item.editing_price === 'number' || item.editing_price === null
      ? item.editing_price
      : legacyEditingPrice,
});
const products = itemAccess(productKey, 'product', toProduct);

/** All products by id ascending. */
export async function listProducts(): Promise<Product[]> {
  const items = await queryPartition({ index: 'gsi1', partition: lists.products });
  return items.map(toProduct);
}

export const getProduct = (id: number): Promise<Product | undefined> => products.get(id);

export async function createProduct(input: NewProduct): Promise<Product> {
  const id = await nextCounterValue('product');
  const product: Product = {
    id,
    ...input,
    duration_minutes: input.duration_minutes ?? defaultShootMinutes,
    editing_price: input.editing_price === undefined ? legacyEditingPrice : input.editing_price,
  };
  const created = await putIfAbsent({
    ...productKey(id),
    ...productGsi1(id),
    entity: 'product',
    ...product,
  });
  if (!created) throw new Error(`product id ${id} already used: counter out of step`);
  return product;
}

export const updateProduct = (id: number, patch: ProductPatch): Promise<Product> =>
  products.update(id, patch);

/** Deletes a product; throws NotFoundError when it did not exist. */
export const deleteProduct = (id: number): Promise<Product> => products.remove(id);
