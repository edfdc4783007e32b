import type { FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { Product } from '@shared/api/entities';
import { MediaThumbnail } from '@web/components/media';
import { formatKr } from '@web/lib/format';
import { useImageRotation } from '../hooks/use-image-rotation';
import { useContent } from '@web/lib/content/use-content';
import { categoryLabelKey } from '../lib/product-details';
import { ProductLinks } from './product-links';

/**
 * A product in the products list. While hovered or focused its images rotate every 3
 * seconds, with a badge counting down to the next image.
 */
export function ProductCard({ product, priority }: { product: Product; priority?: boolean }) {
  const rotation = useImageRotation(product.images.length);
  const category = useContent(categoryLabelKey(product.category));
  const details = useContent('products-details-button');
  const book = useContent('products-book-button');
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) rotation.stop();
  };

  return (
    <article
      className="card-frame catalogue-card"
      onMouseEnter={rotation.start}
      onMouseLeave={rotation.stop}
      onFocus={rotation.start}
      onBlur={onBlur}
    >
      <div className="catalogue-card__media">
        <MediaThumbnail
          src={product.images[rotation.index]}
          alt={product.name}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
        <span className="catalogue-card__category">{category}</span>
        {rotation.rotating ? (
          <span className="catalogue-card__countdown" aria-hidden="true">
            {rotation.index + 1}/{product.images.length} · {rotation.remaining}s
          </span>
        ) : null}
      </div>
      <div className="catalogue-card__body">
        <h2 className="catalogue-card__title">{product.name}</h2>
        <p className="catalogue-card__description">{product.description}</p>
        <ProductLinks links={product.links} />
        <p className="catalogue-card__price">{formatKr(product.price)}</p>
        <div className="catalogue-card__actions">
          <Link
            to={pagePath('product', { productId: product.id })}
            className="btn btn--outline btn--small"
          >
            {details}
            <span className="visually-hidden">: {product.name}</span>
          </Link>
          <Link
            to={pagePath('booking', { productId: product.id })}
            className="btn btn--primary btn--small"
          >
            {book}
            <span className="visually-hidden">: {product.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
