import { editingPrice } from '@shared/domain/pricing';
import { formatKroner } from '@shared/domain/danish-format';
import { bookingPageTexts as t } from '@shared/texts/booking';

interface EditingOptionProps {
  included: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The editing add-on (+100 kr); always on, and not changeable, when the product includes it. */
export function EditingOption({ included, checked, onChange }: EditingOptionProps) {
  return (
    <fieldset className="booking-extras">
      <legend>{t.extras}</legend>
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
          {t.editingOption}{' '}
          <strong>{included ? t.editingIncludedBadge : `+${formatKroner(editingPrice)}`}</strong>
        </span>
      </label>
      <p id="booking-editing-note" className="booking-extras__note">
        {included ? t.editingIncludedNote : t.editingOptionNote}
      </p>
    </fieldset>
  );
}
