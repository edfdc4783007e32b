import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { fillText } from '@shared/texts/fill';
import { useContent } from '@web/lib/content/use-content';
import type { AddressValidation } from '../hooks/use-address-validation';
import { bookingPageTexts, bookingTexts } from '@shared/texts/booking';
import { distanceFromBaseText } from '@shared/domain/distance';
import { CoverageRequestForm } from '@web/components/coverage-request-form';

interface AddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  validation: AddressValidation;
  /** Show 'Indtast venligst en adresse' when empty (after the field was left once). */
  showRequired: boolean;
  /** The product being booked: named in the message an address outside the zones offers. */
  productName?: string;
  productId?: number;
}

/** The way on from an address outside the zones: write to us with it, or see the zones. */
function OutsideNextStep({ address, product }: { address: string; product: string }) {
  const email = useContent('contact-email');
  const mail = new URLSearchParams({
    subject: fillText(bookingTexts.outsideMailSubject, { address }),
    body: fillText(bookingTexts.outsideMailBody, { address, product }),
  });
  return (
    <div className="address-field__next">
      <p>{bookingTexts.outsideNextStep}</p>
      <p>
        {/* URLSearchParams writes spaces as '+', which mail programs show as is. */}
        <a href={`mailto:${email}?${mail.toString().replaceAll('+', '%20')}`}>
          {bookingTexts.outsideWriteUs}
        </a>
        {' · '}
        <Link to={pagePath('coverage')}>{bookingTexts.outsideSeeZones}</Link>
      </p>
    </div>
  );
}

function ValidationMessage({
  validation,
  next,
}: {
  validation: AddressValidation;
  next?: { address: string; product: string };
}) {
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
          {next ? <OutsideNextStep address={next.address} product={next.product} /> : null}
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
  productName,
  productId,
}: AddressFieldProps) {
  const required = showRequired && value.trim() === '';
  const invalid = required || validation.status === 'outside' || validation.status === 'failed';
  return (
    <div className="address-field" data-invalid={invalid || undefined}>
      <label htmlFor="booking-address">{bookingPageTexts.addressLabel}</label>
      <textarea
        id="booking-address"
        className="text-input"
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
          <ValidationMessage
            validation={validation}
            next={productName ? { address: value.trim(), product: productName } : undefined}
          />
        )}
      </div>
      {validation.status === 'outside' ? (
        <CoverageRequestForm key={value.trim()} address={value.trim()} productId={productId} />
      ) : null}
    </div>
  );
}
