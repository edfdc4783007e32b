import type { Product } from '../../../../../shared/api/entities';
import {
  formatDanishDate,
  formatKroner,
  formatTime24,
} from '../../../../../shared/domain/danish-format';
import { editingAmount, editingSelected, orderAmount } from '../../../../../shared/domain/pricing';

interface BookingSummaryProps {
  product: Product;
  date: string | null;
  time: string | null;
  address: string;
  includeEditing: boolean;
}

/** The order so far, priced with the shared rules (the server prices it again). */
export function BookingSummary({
  product,
  date,
  time,
  address,
  includeEditing,
}: BookingSummaryProps) {
  const editing = editingSelected(product, includeEditing);
  return (
    <section className="card booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Oversigt</h2>
      <dl className="summary-list">
        <dt>Tjeneste</dt>
        <dd>{product.name}</dd>
        <dt>Dato</dt>
        <dd>{date ? formatDanishDate(date) : 'Ikke valgt'}</dd>
        <dt>Tidspunkt</dt>
        <dd>{time ? `kl. ${formatTime24(time)}` : 'Ikke valgt'}</dd>
        <dt>Adresse</dt>
        <dd>{address.trim() || 'Ikke angivet'}</dd>
        <dt>Pris</dt>
        <dd>{formatKroner(product.price)}</dd>
        {editing ? (
          <>
            <dt>Redigering</dt>
            <dd>
              {product.is_editing_included
                ? 'Inkluderet'
                : formatKroner(editingAmount(product, includeEditing))}
            </dd>
          </>
        ) : null}
        <dt className="summary-list__total">Total</dt>
        <dd className="summary-list__total">
          {formatKroner(orderAmount(product, includeEditing))}
        </dd>
      </dl>
    </section>
  );
}
