/**
 * Products (product §2 'Products', 5 'Product'): add, edit and delete. Uploaded images are
 * claimed when the product is saved; images it no longer shows leave the bucket. A product
 * with bookings still to come cannot be deleted; past bookings keep their product name (it
 * is stored on the booking).
 */
import type { Product } from '@shared/api/entities';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { productAdminTexts as t } from '@shared/texts/admin-catalog';
import { listAllBookings } from '@functions/stores/booking/booking-items';
import * as products from '@functions/stores/products';
import { conflict, notFound, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { lastingMediaList, removeMedia } from '@functions/capabilities/uploads/media-files';

const folder = 'products';

function productId(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(t.productNotFound);
  return id;
}

async function existingProduct(id: number): Promise<Product> {
  const product = await products.getProduct(id);
  if (!product) throw notFound(t.productNotFound);
  return product;
}

/** Bookings of the product from today on that are neither cancelled nor completed. */
async function hasComingBookings(id: number): Promise<boolean> {
  const today = copenhagenToday();
  const bookings = await listAllBookings();
  return bookings.some(
    (booking) =>
      booking.product_id === id &&
      !booking.is_completed &&
      !booking.cancelled_at &&
      booking.booking_date >= today,
  );
}

export const productOperations = {
  async createProduct({ body }: InputOf<'createProduct'>): Promise<Product> {
    return products.createProduct({ ...body, images: await lastingMediaList(body.images, folder) });
  },

  async updateProduct({ params, body }: InputOf<'updateProduct'>): Promise<Product> {
    const id = productId(params.id);
    const current = await existingProduct(id);
    const images = body.images && (await lastingMediaList(body.images, folder));
    const updated = await orNotFound(t.productNotFound, () =>
      products.updateProduct(id, { ...body, ...(images ? { images } : {}) }),
    );
    if (images)
      await removeMedia(
        current.images.filter((ref) => !images.includes(ref)),
        folder,
      );
    return updated;
  },

  async deleteProduct({ params }: InputOf<'deleteProduct'>): Promise<Product> {
    const id = productId(params.id);
    await existingProduct(id);
    if (await hasComingBookings(id)) throw conflict(t.hasFutureBookings, 'product_has_bookings');
    const deleted = await orNotFound(t.productNotFound, () => products.deleteProduct(id));
    await removeMedia(deleted.images, folder);
    return deleted;
  },
};
