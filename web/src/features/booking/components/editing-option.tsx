import { editingPrice } from '../../../../../shared/domain/pricing';
import { formatKroner } from '../../../../../shared/domain/danish-format';

interface EditingOptionProps {
  included: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The editing add-on (+100 kr); always on, and not changeable, when the product includes it. */
export function EditingOption({ included, checked, onChange }: EditingOptionProps) {
  return (
    <fieldset className="booking-extras">
      <legend>Tilvalg</legend>
      <label className="booking-extras__option">
        <input
          type="checkbox"
          name="include-editing"
          checked={included || checked}
          disabled={included}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="booking-editing-note"
        />
        <span>
          Professionel redigering{' '}
          <strong>{included ? '(inkluderet)' : `+${formatKroner(editingPrice)}`}</strong>
        </span>
      </label>
      <p id="booking-editing-note" className="booking-extras__note">
        {included
          ? 'Redigering er inkluderet i prisen for denne tjeneste.'
          : 'Vi farvekorrigerer og finpudser dine billeder og videoer (levering på 2-6 dage).'}
      </p>
    </fieldset>
  );
}
