import type { PaymentMethod } from '../../../../../shared/api/entities';

interface PaymentMethodsProps {
  method: PaymentMethod;
  creditsCoverAll: boolean;
  onChange: (method: PaymentMethod) => void;
}

const options: { id: PaymentMethod; label: string; note: string }[] = [
  { id: 'card', label: 'Kort', note: 'Betal sikkert med kort eller MobilePay.' },
  {
    id: 'invoice',
    label: 'Faktura',
    note: 'Kræver en underskrevet kontrakt med os. Du modtager fakturaen på email.',
  },
  { id: 'cash', label: 'Kontant', note: 'Du betaler kontant ved optagelsen.' },
  { id: 'credits', label: 'Credits', note: 'Hele beløbet betales med dine credits.' },
];

/** The payment methods; 'Credits' is offered only when the credits cover everything. */
export function PaymentMethods({ method, creditsCoverAll, onChange }: PaymentMethodsProps) {
  const shown = options.filter((option) => option.id !== 'credits' || creditsCoverAll);
  return (
    <section className="card payment-section" aria-labelledby="methods-title">
      <h2 id="methods-title">Betalingsmetode</h2>
      <fieldset className="choice-group">
        <legend className="visually-hidden">Vælg betalingsmetode</legend>
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
