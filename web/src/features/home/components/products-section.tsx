import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { Product } from '@shared/api/entities';
import { useContent } from '@web/lib/content/use-content';
import { productsInOrder } from '../lib/home-content';
import { ProductTeaserCard } from './product-teaser-card';
import { Editable } from '@web/lib/content/editable';

/** The services offered, straight from the bootstrap response. */
export function ProductsSection({ products }: { products: readonly Product[] }) {
  const ordered = productsInOrder(products);
  const empty = useContent('services-empty');
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <header className="section__header">
          <h2 id="services-title">
            <Editable k="services-title" />
          </h2>
          <p>
            <Editable k="services-subtitle" multiline />
          </p>
        </header>
        {ordered.length === 0 ? (
          <p className="section__empty">{empty}</p>
        ) : (
          <ul className="product-grid">
            {ordered.map((product) => (
              <li key={product.id}>
                <ProductTeaserCard product={product} />
              </li>
            ))}
          </ul>
        )}
        <div className="section__footer">
          <Link to={pagePath('products')} className="btn btn--outline">
            {useContent('services-all-button')}
          </Link>
        </div>
      </div>
    </section>
  );
}
