import {
  formatDanishDate,
  formatKroner,
  formatTime24,
} from '../../../../../shared/domain/danish-format';
import type { BookingPrice } from '../../../../../shared/domain/pricing';
import type { PaymentNavigationState } from '../../booking/lib/payment-navigation';

interface OrderSummaryProps {
  order: PaymentNavigationState;
  basePrice: number;
  editingIncluded: boolean;
  price: BookingPrice;
  distanceNote: string | null;
}

/** The order: what, when, where, and the price with the original struck through. */
export function OrderSummary({
  order,
  basePrice,
  editingIncluded,
  price,
  distanceNote,
}: OrderSummaryProps) {
  const reduced = price.price !== price.original_price;
  return (
    <section className="card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Ordreoversigt</h2>
      <dl className="summary-list">
        <dt>Tjeneste</dt>
        <dd>{order.productName}</dd>
        <dt>Dato</dt>
        <dd>{formatDanishDate(order.bookingDate)}</dd>
        <dt>Tidspunkt</dt>
        <dd>kl. {formatTime24(order.bookingTime)}</dd>
        <dt>Adresse</dt>
        <dd>{order.address}</dd>
        <dt>Grundpris</dt>
        <dd>{formatKroner(basePrice)}</dd>
        {order.includeEditing || editingIncluded ? (
          <>
            <dt>Redigering</dt>
            <dd>
              {editingIncluded ? 'Inkluderet' : formatKroner(price.original_price - basePrice)}
            </dd>
          </>
        ) : null}
        {price.discount_amount > 0 ? (
          <>
            <dt>Rabat</dt>
            <dd>−{formatKroner(price.discount_amount)}</dd>
          </>
        ) : null}
        {price.credits_used > 0 ? (
          <>
            <dt>Credits brugt</dt>
            <dd>−{formatKroner(price.credits_used)}</dd>
          </>
        ) : null}
        <dt className="summary-list__total">Total</dt>
        <dd className="summary-list__total" data-testid="order-total">
          {reduced ? (
            <>
              <del className="order-summary__original">
                {formatKroner(price.original_price)}
              </del>{' '}
            </>
          ) : null}
          <span>{formatKroner(price.price)}</span>
        </dd>
      </dl>
      {distanceNote ? <p className="order-summary__note">{distanceNote}</p> : null}
      <p className="order-summary__terms">
        Ved at bekræfte bestillingen accepterer du vores vilkår og betingelser. Priser er i danske
        kroner inkl. moms.
      </p>
    </section>
  );
}
