import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { Product } from '@shared/api/entities';
import { formatKr } from '@web/lib/format';
import type { ContentKey } from '@shared/content/catalog';
import { useContent } from '@web/lib/content/use-content';
import { categoryLabelKey, whatYouGet } from '../lib/product-details';
import { EditingBlock } from './editing-block';
import { ProductGallery } from './product-gallery';
import { ProductLinks } from './product-links';

function Benefit({ text }: { text: ContentKey }) {
  return <li>{useContent(text)}</li>;
}

/** The found product: gallery, facts, what you get, editing, and 'Book Nu'. */
export function ProductDetails({ product }: { product: Product }) {
  const category = useContent(categoryLabelKey(product.category));
  // Visitors see the free times too; signing in comes when they continue to payment.
  const bookTo = pagePath('booking', { productId: product.id });

  return (
    <div className="page-body container product-detail">
      <ProductGallery images={product.images} name={product.name} />
      <div className="product-detail__info">
        <span className="product-detail__category">{category}</span>
        <h1>{product.name}</h1>
        <p className="product-detail__price">{formatKr(product.price)}</p>
        <p className="product-detail__description">{product.description}</p>
        <ProductLinks links={product.links} />
        <h2>{useContent('product-benefits-title')}</h2>
        <ul className="product-detail__benefits">
          {whatYouGet(product.category).map((key) => (
            <Benefit key={key} text={key} />
          ))}
        </ul>
        <EditingBlock product={product} />
        <Link to={bookTo} className="btn btn--primary product-detail__book">
          {useContent('product-book-button')}
        </Link>
      </div>
    </div>
  );
}
