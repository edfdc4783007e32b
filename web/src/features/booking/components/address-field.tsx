import type { AddressValidation } from '../hooks/use-address-validation';
import {
  addressNotValidatedMessage,
  addressRequiredMessage,
  distanceFromBaseText,
  outsideCoverageMessage,
} from '../lib/booking-texts';

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
      return <p className="address-field__note">Validerer adresse...</p>;
    case 'covered':
      return (
        <p className="address-field__note address-field__note--ok">
          {distanceFromBaseText(validation.coverage.distance_km)}
        </p>
      );
    case 'outside':
      return (
        <div className="address-field__error">
          <p>{outsideCoverageMessage}</p>
          <p>{distanceFromBaseText(validation.coverage.distance_km)}</p>
        </div>
      );
    case 'failed':
      return <p className="address-field__error">{addressNotValidatedMessage}</p>;
    default:
      return null;
  }
}

/** The shoot address, checked against the zones when the field is left (SPEC 5). */
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
      <label htmlFor="booking-address">Adresse for optagelsen</label>
      <textarea
        id="booking-address"
        name="address"
        rows={3}
        autoComplete="street-address"
        placeholder="F.eks. Rådhuspladsen 1, 1550 København V"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby="booking-address-status"
      />
      <div id="booking-address-status" role="status" aria-live="polite">
        {required ? (
          <p className="address-field__error">{addressRequiredMessage}</p>
        ) : (
          <ValidationMessage validation={validation} />
        )}
      </div>
    </div>
  );
}
