import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { ContentKey } from '@shared/content/catalog';
import { useBootstrapData } from '@web/lib/bootstrap';
import { useContent } from '@web/lib/content/use-content';
import { ProductCard } from '../components/product-card';
import { filterProducts, productFilters, type ProductFilter } from '../lib/product-filter';
import '../products.css';
import { Editable } from '@web/lib/content/editable';
import { PageHero } from '@web/components/page-hero';

interface FilterButtonProps {
  label: ContentKey;
  pressed: boolean;
  onPress: () => void;
}

function FilterButton({ label, pressed, onPress }: FilterButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn--small ${pressed ? 'btn--primary' : 'btn--outline'}`}
      aria-pressed={pressed}
      onClick={onPress}
    >
      {useContent(label)}
    </button>
  );
}

/** `/products`: every service with a category filter, from the already loaded bootstrap data. */
export function ProductsPage() {
  const { products } = useBootstrapData();
  const [filter, setFilter] = useState<ProductFilter>('all');
  const shown = filterProducts(products, filter);
  const empty = useContent('products-empty');
  const showAll = useContent('products-show-all');
  const contactLink = useContent('nav-contact');

  return (
    <>
      <PageHero
        title={<Editable k="products-title" />}
        intro={<Editable k="products-subtitle" multiline />}
      />
      <div className="page-body container">
        <div className="catalogue-filters" role="group" aria-label="Filtrer tjenester">
          {productFilters.map(({ value, label }) => (
            <FilterButton
              key={value}
              label={label}
              pressed={filter === value}
              onPress={() => setFilter(value)}
            />
          ))}
        </div>
        {shown.length === 0 ? (
          <div className="catalogue-empty" role="status">
            <p>{empty}</p>
            {products.length === 0 ? (
              // A new site: nothing to filter yet, so say what is coming and where to ask.
              <p>
                <Editable k="products-none-yet" multiline />{' '}
                <Link to={pagePath('contact')}>{contactLink}</Link>
              </p>
            ) : null}
            <button type="button" className="btn btn--primary" onClick={() => setFilter('all')}>
              {showAll}
            </button>
          </div>
        ) : (
          <ul className="card-grid">
            {shown.map((product, index) => (
              <li key={product.id}>
                {/* The first card's image is the largest thing on screen at first. */}
                <ProductCard product={product} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
