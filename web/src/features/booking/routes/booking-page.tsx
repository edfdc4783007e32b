import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { bootstrapQueryOptions } from '../../bootstrap/api/get-bootstrap';
import { BookingForm } from '../components/booking-form';
import '../booking.css';

/**
 * `/booking/{productId}` (signed-in users): loading, product not found (with a way back to
 * the products), or the booking form.
 */
export function BookingPage() {
  const { productId } = useParams();
  const { data, isPending } = useQuery(bootstrapQueryOptions);
  const product = data?.products.find((p) => String(p.id) === productId);

  if (isPending) {
    return (
      <div className="page-body container" role="status">
        <p className="placeholder-note">
          <span className="spinner spinner--small" aria-hidden="true" /> Indlæser booking...
        </p>
      </div>
    );
  }
  if (!product) {
    return (
      <div className="page-body container booking-not-found">
        <h1>Produktet blev ikke fundet</h1>
        <p>Tjenesten findes ikke længere, eller linket er forkert.</p>
        <Link to="/products" className="btn btn--primary">
          Tilbage til produkter
        </Link>
      </div>
    );
  }
  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>Book {product.name}</h1>
          <p>Vælg tidspunkt og adresse – du betaler på næste side.</p>
        </div>
      </header>
      <div className="page-body container">
        <BookingForm key={product.id} product={product} />
      </div>
    </>
  );
}
