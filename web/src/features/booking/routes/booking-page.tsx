import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { bootstrapQueryOptions } from '@web/lib/bootstrap';
import { BookingForm } from '../components/booking-form';
import '../booking.css';
import { bookingPageTexts, bookingTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { pagePath } from '@shared/site/pages';
import { PageHero } from '@web/components/page-hero';

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
          <span className="spinner spinner--small" aria-hidden="true" /> {bookingPageTexts.loading}
        </p>
      </div>
    );
  }
  if (!product) {
    return (
      <div className="page-body container booking-not-found">
        <h1>{bookingTexts.productNotFound}</h1>
        <p>{bookingPageTexts.productGone}</p>
        <Link to={pagePath('products')} className="btn btn--primary">
          {bookingPageTexts.backToProducts}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PageHero
        title={fillText(bookingPageTexts.title, { product: product.name })}
        intro={bookingPageTexts.intro}
      />
      <div className="page-body container">
        {data?.sales_open ? (
          <BookingForm key={product.id} product={product} />
        ) : (
          // A new site whose owner has not finished setting up: no form that cannot be sent.
          <div className="booking-not-found" role="status">
            <p>{bookingPageTexts.notOpenYet}</p>
            <Link to={pagePath('contact')} className="btn btn--primary">
              {bookingPageTexts.contactUs}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
