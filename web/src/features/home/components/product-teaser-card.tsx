import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { Product } from '@shared/api/entities';
import { MediaThumbnail } from '@web/components/media';
import { formatKr } from '@web/lib/format';
import { useContent } from '@web/lib/content/use-content';

/** A product on the home page: first image, name, description, price and 'Se detaljer'. */
export function ProductTeaserCard({ product }: { product: Product }) {
  const categoryLabel = useContent(
    product.category === 'video' ? 'services-category-video' : 'services-category-photo',
  );
  const editingIncluded = useContent('services-editing-included');
  const details = useContent('services-details-button');

  return (
    <article className="card-frame product-card">
      <div className="product-card__media">
        <MediaThumbnail
          src={product.images[0]}
          alt={product.name}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
        />
        <span className="product-card__category">{categoryLabel}</span>
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title">{product.name}</h3>
        <p className="product-card__description">{product.description}</p>
        {product.is_editing_included ? (
          <p className="product-card__badge">{editingIncluded}</p>
        ) : null}
        <div className="product-card__footer">
          <p className="product-card__price">{formatKr(product.price)}</p>
          <Link
            to={pagePath('product', { productId: product.id })}
            className="btn btn--primary btn--small"
          >
            {details}
            <span className="visually-hidden">: {product.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
