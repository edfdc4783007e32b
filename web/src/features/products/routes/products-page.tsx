import { Link, useSearchParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { ContentKey } from '@shared/content/catalog';
import { useBootstrapData } from '@web/lib/bootstrap';
import { useContent } from '@web/lib/content/use-content';
import { ProductCard } from '../components/product-card';
import {
  filterOfType,
  filterPath,
  filterProducts,
  productFilters,
  type ProductFilter,
} from '../lib/product-filter';
import '../products.css';
import { Editable } from '@web/lib/content/editable';
import { PageHero } from '@web/components/page-hero';

interface FilterLinkProps {
  label: ContentKey;
  filter: ProductFilter;
  current: boolean;
}

/**
 * A filter is a link to the filtered list (issue 40): tapped before the app has started, it
 * loads the page filtered by the page renderer; in the app it changes the address in place.
 */
function FilterLink({ label, filter, current }: FilterLinkProps) {
  return (
    <Link
      to={filterPath(filter)}
      replace
      preventScrollReset
      className={`btn btn--small ${current ? 'btn--primary' : 'btn--outline'}`}
      aria-current={current ? 'page' : undefined}
    >
      {useContent(label)}
    </Link>
  );
}

/**
 * `/products`: every service with a category filter (`?type=`), from the already loaded
 * bootstrap data.
 */
export function ProductsPage() {
  const { products } = useBootstrapData();
  const filter = filterOfType(useSearchParams()[0].get('type'));
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
            <FilterLink key={value} label={label} filter={value} current={filter === value} />
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
            <Link to={filterPath('all')} replace preventScrollReset className="btn btn--primary">
              {showAll}
            </Link>
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
