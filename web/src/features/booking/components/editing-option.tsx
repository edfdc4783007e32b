import { editingAddOnPrice, editingOffered, type PricedProduct } from '@shared/domain/pricing';
import { formatKroner } from '@shared/domain/danish-format';
import { bookingPageTexts as t } from '@shared/texts/booking';

interface EditingOptionProps {
  product: PricedProduct;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The editing add-on at the product's own price ('+249 kr'); always on, and not changeable,
 * when the product includes it; nothing when the product does not offer editing.
 */
export function EditingOption({ product, checked, onChange }: EditingOptionProps) {
  if (!editingOffered(product)) return null;
  const included = product.is_editing_included;
  const price = editingAddOnPrice(product) ?? 0;
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
          <strong>{included ? t.editingIncludedBadge : `+${formatKroner(price)}`}</strong>
        </span>
      </label>
      <p id="booking-editing-note" className="booking-extras__note">
        {included ? t.editingIncludedNote : t.editingOptionNote}
      </p>
    </fieldset>
  );
}
