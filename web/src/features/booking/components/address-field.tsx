import type { AddressValidation } from '../hooks/use-address-validation';
import { bookingPageTexts, bookingTexts } from '@shared/texts/booking';
import { distanceFromBaseText } from '@shared/domain/distance';

interface AddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  validation: AddressValidation;
  /** Show 'Indtast venligst en adresse' when empty (after the field was left once). */
  showRequired: boolean;
}

function ValidationMessage({ validation }: { validation: AddressValidation }) {
  switch (validation.status) {
    case 'validating':
      return <p className="address-field__note">{bookingPageTexts.validatingAddress}</p>;
    case 'covered':
      return (
        <p className="address-field__note address-field__note--ok">
          {distanceFromBaseText(validation.coverage.distance_km)}
        </p>
      );
    case 'outside':
      return (
        <div className="address-field__error">
          <p>{bookingTexts.addressOutside}</p>
          <p>{distanceFromBaseText(validation.coverage.distance_km)}</p>
        </div>
      );
    case 'failed':
      return <p className="address-field__error">{bookingTexts.addressNotValidated}</p>;
    default:
      return null;
  }
}

/** The shoot address, checked against the zones when the field is left (product §5). */
export function AddressField({
  value,
  onChange,
  onBlur,
  validation,
  showRequired,
}: AddressFieldProps) {
  const required = showRequired && value.trim() === '';
  const invalid = required || validation.status === 'outside' || validation.status === 'failed';
  return (
    <div className="address-field" data-invalid={invalid || undefined}>
      <label htmlFor="booking-address">{bookingPageTexts.addressLabel}</label>
      <textarea
        id="booking-address"
        name="address"
        rows={3}
        autoComplete="street-address"
        placeholder={bookingPageTexts.addressPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby="booking-address-status"
      />
      <div id="booking-address-status" role="status" aria-live="polite">
        {required ? (
          <p className="address-field__error">{bookingTexts.addressRequired}</p>
        ) : (
          <ValidationMessage validation={validation} />
        )}
      </div>
    </div>
  );
}
