import { getProduct as readProduct } from '../data/products';
import { notFound } from '../lib/errors';
import type { OperationInput } from '../lib/http';

export async function getProduct({ params }: OperationInput) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound('Produktet blev ikke fundet');
  const product = await readProduct(id);
  if (!product) throw notFound('Produktet blev ikke fundet');
  return product;
}
