import type { ClipboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { isOneLine, oneLineAddress } from '@shared/domain/address-rules';
import { pagePath } from '@shared/site/pages';
import { fillText } from '@shared/texts/fill';
import { useBootstrapData } from '@web/lib/bootstrap';
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
  // The business's e-mail from Indstillinger; without one, only the zones.
  const { email } = useBootstrapData().contact;
  const mail = new URLSearchParams({
    subject: fillText(bookingTexts.outsideMailSubject, { address }),
    body: fillText(bookingTexts.outsideMailBody, { address, product }),
  });
  return (
    <div className="address-field__next">
      <p>{bookingTexts.outsideNextStep}</p>
      <p>
        {email ? (
          <>
            {/* URLSearchParams writes spaces as '+', which mail programs show as is. */}
            <a href={`mailto:${email}?${mail.toString().replaceAll('+', '%20')}`}>
              {bookingTexts.outsideWriteUs}
            </a>
            {' · '}
          </>
        ) : null}
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
    case 'invalid':
      return <p className="address-field__error">{validation.message}</p>;
    case 'failed':
      return <p className="address-field__error">{bookingTexts.addressNotValidated}</p>;
    default:
      return null;
  }
}

/**
 * An address pasted over several lines ('Vestergade 5⏎8000 Aarhus C', from a letter or a
 * signature) goes in as the one line it means ('Vestergade 5, 8000 Aarhus C'): a one-line
 * field would otherwise drop the line break and glue the house number to the postcode.
 */
function pasteOnOneLine(event: ClipboardEvent<HTMLInputElement>, onChange: (v: string) => void) {
  const pasted = event.clipboardData.getData('text');
  if (isOneLine(pasted)) return;
  event.preventDefault();
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  onChange(input.value.slice(0, start) + oneLineAddress(pasted) + input.value.slice(end));
}

/**
 * The shoot address on one line, checked by the address rules and against the zones when the
 * field is left (product §5); what is wrong is said in Danish below it.
 */
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
  const invalid =
    required ||
    validation.status === 'outside' ||
    validation.status === 'failed' ||
    validation.status === 'invalid';
  return (
    <div className="address-field" data-invalid={invalid || undefined}>
      <label htmlFor="booking-address">{bookingPageTexts.addressLabel}</label>
      <input
        id="booking-address"
        className="text-input"
        type="text"
        name="address"
        autoComplete="street-address"
        placeholder={bookingPageTexts.addressPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPaste={(event) => pasteOnOneLine(event, onChange)}
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
