import type { PaymentMethod } from '@shared/api/entities';
import { paymentMethodTexts, paymentPageTexts as t } from '@shared/texts/booking';

interface PaymentMethodsProps {
  method: PaymentMethod;
  creditsCoverAll: boolean;
  /** 'Faktura' by agreement only: a booking for a firm approved for invoice (decision 0035). */
  invoiceOffered: boolean;
  onChange: (method: PaymentMethod) => void;
}

const options: { id: PaymentMethod; label: string; note: string }[] = [
  { id: 'card', label: paymentMethodTexts.card, note: t.methodCardNote },
  { id: 'invoice', label: paymentMethodTexts.invoice, note: t.methodInvoiceNote },
  { id: 'cash', label: paymentMethodTexts.cash, note: t.methodCashNote },
  { id: 'credits', label: paymentMethodTexts.credits, note: t.methodCreditsNote },
];

/**
 * The payment methods; 'Credits' is offered only when the credits cover everything, 'Faktura'
 * only for a booking for a firm approved for invoice.
 */
export function PaymentMethods({
  method,
  creditsCoverAll,
  invoiceOffered,
  onChange,
}: PaymentMethodsProps) {
  const shown = options.filter(
    (option) =>
      (option.id !== 'credits' || creditsCoverAll) && (option.id !== 'invoice' || invoiceOffered),
  );
  return (
    <section className="card payment-section" aria-labelledby="methods-title">
      <h2 id="methods-title">{t.methodsTitle}</h2>
      <fieldset className="choice-group">
        <legend className="visually-hidden">{t.methodsLegend}</legend>
        {shown.map((option) => (
          <label key={option.id} className="choice choice--method">
            <input
              type="radio"
              name="payment-method"
              value={option.id}
              checked={method === option.id}
              onChange={() => onChange(option.id)}
              aria-describedby={`method-note-${option.id}`}
            />
            <span className="choice__text">
              <span className="choice__label">{option.label}</span>
              <span id={`method-note-${option.id}`} className="choice__note">
                {option.note}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
