import type { Product } from '@shared/api/entities';
import { formatDanishDate, formatKroner, formatTime24 } from '@shared/domain/danish-format';
import { editingAmount, editingSelected, orderAmount } from '@shared/domain/pricing';
import { summaryTexts as t } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { addressTexts } from '@shared/texts/address';

interface BookingSummaryProps {
  product: Product;
  date: string | null;
  time: string | null;
  address: string;
  accessNotes: string;
  includeEditing: boolean;
}

/** The order so far, priced with the shared rules (the server prices it again). */
export function BookingSummary({
  product,
  date,
  time,
  address,
  accessNotes,
  includeEditing,
}: BookingSummaryProps) {
  const editing = editingSelected(product, includeEditing);
  return (
    <section className="card booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{t.bookingTitle}</h2>
      <dl className="summary-list">
        <dt>{t.product}</dt>
        <dd>{product.name}</dd>
        <dt>{t.date}</dt>
        <dd>{date ? formatDanishDate(date) : t.notChosen}</dd>
        <dt>{t.time}</dt>
        <dd>{time ? fillText(t.atTime, { time: formatTime24(time) }) : t.notChosen}</dd>
        <dt>{t.address}</dt>
        <dd>{address.trim() || t.notGiven}</dd>
        {accessNotes.trim() ? (
          <>
            <dt>{addressTexts.accessNotes}</dt>
            <dd className="multiline-text">{accessNotes.trim()}</dd>
          </>
        ) : null}
        <dt>{t.price}</dt>
        <dd>{formatKroner(product.price)}</dd>
        {editing ? (
          <>
            <dt>{t.editing}</dt>
            <dd>
              {product.is_editing_included
                ? t.included
                : formatKroner(editingAmount(product, includeEditing))}
            </dd>
          </>
        ) : null}
        <dt className="summary-list__total">{t.total}</dt>
        <dd className="summary-list__total">
          {formatKroner(orderAmount(product, includeEditing))}
        </dd>
      </dl>
    </section>
  );
}
