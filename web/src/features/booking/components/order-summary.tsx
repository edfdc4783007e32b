import {
  formatDanishDate,
  formatDeduction,
  formatKroner,
  formatTime24,
} from '@shared/domain/danish-format';
import type { BookingPrice } from '@shared/domain/pricing';
import type { PaymentNavigationState } from '../lib/payment-navigation';
import { summaryTexts as t } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { addressTexts } from '@shared/texts/address';

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
      <h2 id="order-summary-title">{t.orderTitle}</h2>
      <dl className="summary-list">
        <dt>{t.product}</dt>
        <dd>{order.productName}</dd>
        <dt>{t.date}</dt>
        <dd>{formatDanishDate(order.bookingDate)}</dd>
        <dt>{t.time}</dt>
        <dd>{fillText(t.atTime, { time: formatTime24(order.bookingTime) })}</dd>
        <dt>{t.address}</dt>
        <dd>{order.address}</dd>
        {order.accessNotes ? (
          <>
            <dt>{addressTexts.accessNotes}</dt>
            <dd className="multiline-text">{order.accessNotes}</dd>
          </>
        ) : null}
        <dt>{t.basePrice}</dt>
        <dd>{formatKroner(basePrice)}</dd>
        {order.includeEditing || editingIncluded ? (
          <>
            <dt>{t.editing}</dt>
            <dd>{editingIncluded ? t.included : formatKroner(price.original_price - basePrice)}</dd>
          </>
        ) : null}
        {price.discount_amount > 0 ? (
          <>
            <dt>{t.discount}</dt>
            <dd>{formatDeduction(price.discount_amount)}</dd>
          </>
        ) : null}
        {price.credits_used > 0 ? (
          <>
            <dt>{t.creditsUsed}</dt>
            <dd>{formatDeduction(price.credits_used)}</dd>
          </>
        ) : null}
        <dt className="summary-list__total">{t.total}</dt>
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
      <p className="order-summary__terms">{t.terms}</p>
    </section>
  );
}
