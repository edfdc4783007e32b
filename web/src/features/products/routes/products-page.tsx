import { useState } from 'react';
import { useBootstrapData } from '../../bootstrap/api/get-bootstrap';
import { ProductCard } from '../components/product-card';
import { filterProducts, productFilters, type ProductFilter } from '../lib/product-filter';
import '../products.css';

/** `/products`: every service with a category filter, from the already loaded bootstrap data. */
export function ProductsPage() {
  const { products } = useBootstrapData();
  const [filter, setFilter] = useState<ProductFilter>('all');
  const shown = filterProducts(products, filter);

  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>Vores tjenester</h1>
          <p>Dronefoto og -video til bolig, erhverv og events i hele Danmark.</p>
        </div>
      </header>
      <div className="page-body container">
        <div className="catalogue-filters" role="group" aria-label="Filtrer tjenester">
          {productFilters.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              className={`btn btn--small ${filter === value ? 'btn--primary' : 'btn--outline'}`}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <div className="catalogue-empty">
            <p>Ingen produkter fundet</p>
            <button type="button" className="btn btn--primary" onClick={() => setFilter('all')}>
              Vis alle produkter
            </button>
          </div>
        ) : (
          <ul className="catalogue-grid">
            {shown.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
