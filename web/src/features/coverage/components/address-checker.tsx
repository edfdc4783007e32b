import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useContent } from '@web/lib/content/use-content';
import { useCoverageCheck, type CoverageCheck } from '@web/lib/coverage';
import { distanceFromBaseText } from '@shared/domain/distance';
import { CoverageRequestForm } from '@web/components/coverage-request-form';
import { DroneZoneNotice } from '@web/components/drone-zone-notice';

interface AddressCheckerProps {
  /** Called with each answer, and with null when the address changes or fails. */
  onResult: (result: CoverageCheck | null) => void;
}

function CoverageResult({ result }: { result: CoverageCheck }) {
  const covered = useContent('coverage-covered');
  const notCovered = useContent('coverage-not-covered');
  const distanceTemplate = useContent('coverage-distance');
  const foundAs = useContent('coverage-found-as');
  const bookLink = useContent('coverage-book-link');
  return (
    <div className="coverage-result" data-covered={result.covered}>
      <p className="coverage-result__verdict">{result.covered ? covered : notCovered}</p>
      <p>{distanceFromBaseText(result.distance_km, distanceTemplate)}</p>
      {result.location.label ? (
        <p className="coverage-result__found">
          {foundAs} {result.location.label}
        </p>
      ) : null}
      {/* The booking page's notice for the same address (product §4 'Drone zones'). */}
      {result.covered && result.drone_zone ? (
        <DroneZoneNotice zone={result.drone_zone} leadDays={result.permit_lead_days ?? 0} />
      ) : null}
      {/* A covered address leads on: choose the service, then book (product §4). */}
      {result.covered ? (
        <p>
          <Link to={pagePath('products')} className="btn btn--primary">
            {bookLink}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The address checker (product §4: idle, checking, covered or not covered). A blank address is
 * refused in the browser; the server's answer or failure is announced in a live region. An
 * address outside the zones offers to tell the visitor when it is covered.
 */
export function AddressChecker({ onResult }: AddressCheckerProps) {
  const formId = useId();
  const [address, setAddress] = useState('');
  const [checkedAddress, setCheckedAddress] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const check = useCoverageCheck();
  const checking = check.isPending;
  const inputId = `${formId}-address`;
  const errorId = `${formId}-error`;
  const buttonLabel = useContent('coverage-check-button');
  const checkingLabel = useContent('coverage-checking');
  const addressRequired = useContent('coverage-address-required');
  const addressNotValidated = useContent('coverage-address-not-validated');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const trimmed = address.trim();
    if (!trimmed) {
      setValidationError(addressRequired);
      check.reset();
      onResult(null);
      return;
    }
    setValidationError(null);
    setCheckedAddress(trimmed);
    check.mutate(trimmed, {
      onSuccess: (result) => onResult(result),
      onError: () => onResult(null),
    });
  }

  const failure = check.isError ? addressNotValidated : null;
  const outside = check.isSuccess && !check.data.covered;
  return (
    <>
      <form className="coverage-checker" onSubmit={submit} noValidate aria-busy={checking}>
        <div className="coverage-field" data-invalid={validationError ? true : undefined}>
          <label htmlFor={inputId}>{useContent('coverage-address-label')}</label>
          <div className="coverage-field__row">
            <input
              id={inputId}
              className="text-input"
              name="address"
              type="text"
              autoComplete="street-address"
              placeholder={useContent('coverage-address-placeholder')}
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                if (validationError) setValidationError(null);
              }}
              aria-invalid={validationError ? true : undefined}
              aria-describedby={validationError ? errorId : undefined}
            />
            <button
              type="submit"
              className="btn btn--primary"
              aria-disabled={checking || undefined}
              aria-busy={checking || undefined}
            >
              {checking ? (
                <>
                  <span className="spinner spinner--small" aria-hidden="true" />
                  {checkingLabel}
                </>
              ) : (
                buttonLabel
              )}
            </button>
          </div>
          {validationError ? (
            <p id={errorId} className="coverage-field__error">
              {validationError}
            </p>
          ) : null}
        </div>
        <div role="status" aria-live="polite" className="coverage-checker__status">
          {check.isSuccess ? <CoverageResult result={check.data} /> : null}
          {failure ? <p className="coverage-result__failure">{failure}</p> : null}
        </div>
      </form>
      {outside ? <CoverageRequestForm key={checkedAddress} address={checkedAddress} /> : null}
    </>
  );
}
