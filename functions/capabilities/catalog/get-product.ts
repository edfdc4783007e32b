import { getProduct as readProduct } from '@functions/stores/products';
import { notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { catalogTexts } from '@shared/texts/catalog';

export async function getProduct({ params }: InputOf<'getProduct'>) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound(catalogTexts.productNotFound);
  const product = await readProduct(id);
  if (!product) throw notFound(catalogTexts.productNotFound);
  return product;
}
