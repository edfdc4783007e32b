import { pagePath } from '@shared/site/pages';
import type { Product } from '@shared/api/entities';
import { useContent } from '@web/lib/content/use-content';
import { productsInOrder } from '../lib/home-content';
import { PageSection } from './page-section';
import { ProductTeaserCard } from './product-teaser-card';
import { Editable } from '@web/lib/content/editable';

/** The services offered, straight from the bootstrap response. */
export function ProductsSection({ products }: { products: readonly Product[] }) {
  const ordered = productsInOrder(products);
  const empty = useContent('services-empty');
  return (
    <PageSection
      titleId="services-title"
      title={<Editable k="services-title" />}
      intro={<Editable k="services-subtitle" multiline />}
      more={{ to: pagePath('products'), label: useContent('services-all-button') }}
    >
      {ordered.length === 0 ? (
        <p className="section__empty">{empty}</p>
      ) : (
        <ul className="card-grid">
          {ordered.map((product) => (
            <li key={product.id}>
              <ProductTeaserCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
