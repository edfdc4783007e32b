import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { bootstrapQueryOptions } from '@web/lib/bootstrap';
import { useContent } from '@web/lib/content/use-content';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ProductDetails } from '../components/product-details';
import '../products.css';

/**
 * `/product/{id}` from the loaded product list. A missing id goes on to /products; an id none
 * of the listed products has says 'Produktet blev ikke fundet' with a link to all products
 * (the page renderer answers it with 404).
 */
export function ProductPage() {
  const { productId } = useParams();
  const { data, isPending } = useQuery(bootstrapQueryOptions);
  const products = data?.products ?? [];
  const product = products.find((p) => String(p.id) === productId);
  const texts = {
    title: useContent('product-page-title'),
    loading: useContent('product-loading'),
    notFound: useContent('product-not-found'),
    allProducts: useContent('product-not-found-button'),
  };
  useDocumentTitle(product?.name ?? (isPending ? texts.title : texts.notFound));

  if (!productId) return <Navigate to={pagePath('products')} replace />;
  if (isPending) {
    return (
      <div className="page-body container" role="status">
        <p className="placeholder-note">{texts.loading}</p>
      </div>
    );
  }
  if (product) return <ProductDetails product={product} />;
  return (
    <div className="page-body container catalogue-empty">
      <h1>{texts.notFound}</h1>
      <Link to={pagePath('products')} className="btn btn--primary">
        {texts.allProducts}
      </Link>
    </div>
  );
}
