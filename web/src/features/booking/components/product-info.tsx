import type { Product } from '@shared/api/entities';
import { formatKroner } from '@shared/domain/danish-format';
import { MediaThumbnail } from '@web/components/media';

/** The booked product: first image, name, description and price. */
export function ProductInfo({ product }: { product: Product }) {
  return (
    <section className="card booking-product" aria-labelledby="booking-product-name">
      <div className="booking-product__media">
        <MediaThumbnail
          src={product.images[0]}
          alt={product.name}
          sizes="(min-width: 48rem) 16rem, 100vw"
        />
      </div>
      <div className="booking-product__text">
        <h2 id="booking-product-name">{product.name}</h2>
        <p>{product.description}</p>
        <p className="booking-product__price">{formatKroner(product.price)}</p>
      </div>
    </section>
  );
}
