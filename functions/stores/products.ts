/** Products (PRODUCT#{id} / PRODUCT) with number ids from the `product` counter. */
import type { Product } from '@shared/api/entities';
import { defaultShootMinutes } from '@shared/domain/slots';
import { nextCounterValue } from '@functions/data/counters';
import { lists, productGsi1, productKey, stripKeys } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import {
  deleteExisting,
  getItem,
  putIfAbsent,
  updateExisting,
  type StoredItem,
} from '@functions/data/store';

/** A new product; without a shoot length it takes one slot. */
export type NewProduct = Omit<Product, 'id' | 'duration_minutes'> & { duration_minutes?: number };
export type ProductPatch = Partial<NewProduct>;

/** Products saved before shoot lengths existed take one slot. */
const toProduct = (item: StoredItem): Product => ({
  ...stripKeys<Product>(item),
  duration_minutes:
    typeof item.duration_minutes === 'number' ? item.duration_minutes : defaultShootMinutes,
});

/** All products by id ascending. */
export async function listProducts(): Promise<Product[]> {
  const items = await queryPartition({ index: 'gsi1', partition: lists.products });
  return items.map(toProduct);
}

export async function getProduct(id: number): Promise<Product | undefined> {
  const item = await getItem(productKey(id));
  return item && toProduct(item);
}

export async function createProduct(input: NewProduct): Promise<Product> {
  const id = await nextCounterValue('product');
  const product: Product = {
    id,
    ...input,
    duration_minutes: input.duration_minutes ?? defaultShootMinutes,
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

export async function updateProduct(id: number, patch: ProductPatch): Promise<Product> {
  return toProduct(await updateExisting(productKey(id), { set: patch }, 'product'));
}

/** Deletes a product; throws NotFoundError when it did not exist. */
export async function deleteProduct(id: number): Promise<Product> {
  return toProduct(await deleteExisting(productKey(id), 'product'));
}
